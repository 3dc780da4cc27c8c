import { Center, Loader } from '@mantine/core';

/** A loader centred in the viewport; nothing else is shown while the session loads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh" w="100%" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
