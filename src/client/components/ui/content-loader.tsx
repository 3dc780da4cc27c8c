import { Center, Loader } from '@mantine/core';
import { t } from '#client/lib/i18n';

/**
 * A small loader for the inside of a dialog or drawer whose content (its code or its data) is
 * still on its way: lazily loaded dialogs show it until their code has arrived (docs/decisions/044, 048).
 */
export function ContentLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="lg" role="status" aria-label={t(label)}>
      <Loader size="sm" />
    </Center>
  );
}
