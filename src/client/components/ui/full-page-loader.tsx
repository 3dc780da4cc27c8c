import { Center, Loader } from '@mantine/core';
import { t } from '#client/lib/i18n';

/** A loader centred in the viewport; nothing else is shown while the session loads. */
export function FullPageLoader({ label = t('Loading') }: { label?: string }) {
  return (
    <Center h="100dvh" w="100%" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
