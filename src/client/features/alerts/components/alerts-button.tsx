import { Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { LazyAlertsPanel } from './lazy-alerts-panel';

/** 'Alerts' on the manage page's toolbar: a drawer with the specbook's alerts, whose code loads when first opened. */
export function AlertsButton({ userId, specbookId }: { userId: number; specbookId: number }) {
  const [opened, drawer] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconBell size={14} />} onClick={drawer.open}>
        Alerts
      </Button>
      <Drawer opened={opened} onClose={drawer.close} position="right" size={narrow ? '100%' : 480} title="Alerts">
        {opened && <LazyAlertsPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
    </>
  );
}
