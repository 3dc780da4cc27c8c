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
      aria-label="Selected products"
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
          {count} selected{specbookName ? ` · to ${specbookName}` : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onClear} disabled={adding}>
            Clear
          </Button>
          <Button size="xs" onClick={onAdd} loading={adding}>
            Add to specbook
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
