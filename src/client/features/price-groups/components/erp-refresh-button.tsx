import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { t } from '#client/lib/i18n';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { useErpConnected, useRefreshErpPriceGroups } from '../api/erp-price-groups';

/**
 * "Refresh from ERP": reads the ERP price classes of the account's customers into read-only price
 * groups (a 'price_groups' job, followed until it ends). Shown only when the account has an ERP
 * connection.
 */
export function ErpRefreshButton({ userId }: { userId: number }) {
  const connected = useErpConnected(userId);
  const refresh = useRefreshErpPriceGroups(userId);
  if (!connected.data) return null;
  const run = async () => {
    try {
      const job = await refresh.mutateAsync();
      if (job.status === 'succeeded') toastSuccess(M.priceGroupsRefreshed);
      else toastError(job.message ?? M.gatewayFailed);
    } catch (error) {
      toastFailure(error, M.gatewayFailed);
    }
  };
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refresh.isPending} onClick={() => void run()}>
      {t('Refresh from ERP')}
    </Button>
  );
}
