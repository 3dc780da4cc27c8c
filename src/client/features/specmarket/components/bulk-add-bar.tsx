import { t } from '#client/lib/i18n';
import { Button, Group, Paper, Text } from '@mantine/core';

/** Props of the bulk-add bar. */
export type TBulkAddBarProps = {
  count: number;
  /** The current specbook's name, when there is one. */
  specbookName: string | null;
  adding: boolean;
  onAdd: () => void;
  onClear: () => void;
};

/**
 * The bar that appears while products are checked (spec §2 "Bulk add"): 'Add to specbook' puts
 * them in the current specbook, 'Clear' unchecks them. It sticks to the bottom of the window.
 */
export function BulkAddBar({ count, specbookName, adding, onAdd, onClear }: TBulkAddBarProps) {
  if (count === 0) return null;
  return (
    <Paper
      role="region"
      aria-label={t('Selected products')}
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="sticky"
      bottom={12}
      style={{ zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {specbookName ? t('{count} selected · to {specbook}', { count, specbook: specbookName }) : t('{count} selected', { count })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onClear} disabled={adding}>
            {t('Clear')}
          </Button>
          <Button size="xs" onClick={onAdd} loading={adding}>
            {t('Add to specbook')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
