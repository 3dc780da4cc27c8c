import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, PRODUCT_NAME } from '#shared/lib/messages';

/** Props of the error page. */
export type TErrorPageProps = {
  /** HTTP-like status; 500 by default. */
  status?: number;
  /** Message shown for statuses other than 404; 'Error' by default. */
  message?: string;
  /** Offer a reload button (for unexpected errors). */
  withReload?: boolean;
  /** Fill the viewport (outside a layout) or sit in the content area. */
  fullPage?: boolean;
};

/**
 * The error page (spec §2 "Other shared screen behaviours"): shows the message (default 'Error',
 * status 500); on 404 it shows 'This page could not be found' and 'Back to the home page'.
 */
export function ErrorPage({ status = 500, message = 'Error', withReload = false, fullPage = true }: TErrorPageProps) {
  const notFound = status === 404;
  const heading = notFound ? MESSAGES.notFoundPage : message;
  useDocumentTitle(`${notFound ? 'Page not found' : heading} · ${PRODUCT_NAME}`);
  return (
    <Center mih={fullPage ? '100dvh' : 360} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {heading}
        </Title>
        <Group gap="sm" justify="center">
          <Anchor component={Link} to="/" fw={600}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconArrowLeft size={16} />
              {MESSAGES.backHome}
            </Group>
          </Anchor>
          {withReload && (
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              Reload
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
