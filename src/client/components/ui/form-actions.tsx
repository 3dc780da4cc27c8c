import { Button, Group } from '@mantine/core';
import { t } from '#client/lib/i18n';

/** Props of {@link FormActions} (`submitLabel` already in the current language). */
export type TFormActionsProps = { submitLabel: string; saving: boolean; onCancel?: () => void };

/** A form's footer: Cancel (when the form can be left) and its submit button, at the right. */
export function FormActions({ submitLabel, saving, onCancel }: TFormActionsProps) {
  return (
    <Group justify="flex-end" gap="xs">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
