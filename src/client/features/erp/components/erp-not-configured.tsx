import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { ERP_CONNECTION_SECTION_ID } from './erp-connection-section';
import { t } from '#client/lib/i18n';

/** The Company Account's ERP connection section. */
export const ERP_CONNECTION_PATH = `/v4/account#${ERP_CONNECTION_SECTION_ID}`;

/** What the ERP pages show while the account has no gateway: the reason and where to set it up. */
export function ErpNotConfigured() {
  return (
    <Alert color="yellow" icon={<IconPlugConnectedX size={18} />} title={t('No ERP connection')} data-testid="erp-not-configured">
      <Text size="sm" mb="xs">
        {t(M.notConfigured)}
      </Text>
      <Anchor component={Link} to={ERP_CONNECTION_PATH} size="sm">
        {t('Set up the ERP connection')}
      </Anchor>
    </Alert>
  );
}
