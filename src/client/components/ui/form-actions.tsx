import { Button, Group } from '@mantine/core';

/** Props of {@link FormActions}. */
export type TFormActionsProps = { submitLabel: string; saving: boolean; onCancel?: () => void };

/** A form's footer: Cancel (when the form can be left) and its submit button, at the right. */
export function FormActions({ submitLabel, saving, onCancel }: TFormActionsProps) {
  return (
    <Group justify="flex-end" gap="xs">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
