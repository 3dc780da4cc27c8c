import { AppShell, Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '#client/components/ui/brand-mark';

/** A minimal frame for public pages (e-Specbook, QR labels): logo bar and content, no menu. */
export function PublicFrame({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header>
        <Box h="100%" px="md" style={{ display: 'flex', alignItems: 'center' }}>
          <BrandMark size="sm" />
        </Box>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)" mih="100dvh">
        <Container size={narrow ? 'sm' : 'xl'} py="lg" px={{ base: 'md', sm: 'lg' }}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
