import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { PRODUCT_NAME } from '#shared/lib/messages';

/** The Specfolio logo: a mark and the product name. `inverted` is for dark backgrounds. */
export function BrandMark({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const px = size === 'lg' ? 40 : size === 'sm' ? 26 : 32;
  return (
    <Group gap={8} wrap="nowrap" aria-label={PRODUCT_NAME}>
      <ThemeIcon
        size={px}
        radius="md"
        variant={inverted ? 'white' : 'filled'}
        aria-hidden
      >
        <IconBooks size={px * 0.6} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz={size === 'lg' ? 26 : size === 'sm' ? 17 : 20}
        lts={-0.3}
        c={inverted ? 'white' : undefined}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
