import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { t } from '#client/lib/i18n';
import { PRODUCT_NAME } from '#shared/lib/messages';

/** Props of a page header. */
export type TPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons shown on the right. */
  actions?: ReactNode;
};

/**
 * A page's title (also set as the document title) with an optional description and actions. Text
 * given in English is shown in the current language (t() leaves text it does not know as it is).
 */
export function PageHeader({ title: source, description, actions }: TPageHeaderProps) {
  const title = t(source);
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" maw={720}>
            {typeof description === 'string' ? t(description) : description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
