import { Button, Drawer, Group, Text } from '@mantine/core';
import { t } from '#client/lib/i18n';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import {
  ManagementSidebarsProvider,
  useManagementSidebarsContent,
} from '#client/lib/management-sidebars';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/** Mobile links of the management layout that open its two sidebars. */
function ManagementMobileBar() {
  const content = useManagementSidebarsContent();
  const [infoOpened, info] = useDisclosure(false);
  const [generalOpened, general] = useDisclosure(false);
  return (
    <>
      <Group hiddenFrom="sm" gap="xs" px="md" pt="sm" grow wrap="nowrap">
        <Button variant="light" size="xs" px={6} fz={12} onClick={info.open}>
          Specbooks Info +
        </Button>
        <Button variant="light" size="xs" px={6} fz={12} onClick={general.open}>
          General Information +
        </Button>
      </Group>
      <Drawer opened={infoOpened} onClose={info.close} title={t('Specbooks Info')} position="left" size="90%">
        {content.info ?? <Text c="dimmed" size="sm">Details of the open specbook appear here.</Text>}
      </Drawer>
      <Drawer opened={generalOpened} onClose={general.close} title={t('General Information')} position="right" size="90%">
        {content.general ?? <Text c="dimmed" size="sm">Customer, addresses and terms of the open specbook appear here.</Text>}
      </Drawer>
    </>
  );
}

/**
 * The management layout (specbook manage pages): loads the user and account first; on mobile it
 * adds the 'Specbooks Info +' and 'General Information +' sidebars and an always-visible search bar.
 */
export function ManagementLayout() {
  return (
    <SessionGate>
      <ManagementSidebarsProvider>
        <AppChrome fullWidth mobileSearchAlways mobileBar={<ManagementMobileBar />} withNotifications>
          <Outlet />
        </AppChrome>
      </ManagementSidebarsProvider>
    </SessionGate>
  );
}
