import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';
import type { TPaymentAccount } from '#shared/schemas/payment-account';
import { PageHeader } from '#client/components/ui/page-header';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useDeletePaymentAccount, usePaymentAccounts } from '../api/payment-accounts';
import { CreatePaymentAccountModal } from './create-payment-account-modal';
import { PaymentAccountCard } from './payment-account-card';

/** Asks, then removes a payment account. */
function useDeleteFlow(userId: number) {
  const remove = useDeletePaymentAccount(userId);
  return (account: TPaymentAccount) =>
    modals.openConfirmModal({
      title: t('Remove {name}?', { name: account.label }),
      children: <Text size="sm">{t(M.deleteConfirm(account.label))}</Text>,
      labels: { confirm: t('Remove'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(account.id).then(
          () => toastSuccess(M.deleted),
          (error: unknown) => toastFailure(error, M.deleteFailed),
        ),
    });
}

function EmptyState() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Title order={2} fz="lg">
        {t(M.emptyTitle)}
      </Title>
      <Text c="dimmed" size="sm" mt="xs">
        {t(M.emptyBody)}
      </Text>
      <Text c="dimmed" size="sm" mt="xs">
        {t(M.emptyHowTo)}
      </Text>
    </Paper>
  );
}

/** /v4/payments: the account's payment accounts (spec/business-records.md §2 "Payment methods"). */
export function PaymentAccountsPage({ userId }: { userId: number }) {
  const accounts = usePaymentAccounts(userId);
  const [creating, setCreating] = useState(false);
  const askDelete = useDeleteFlow(userId);
  const list = accounts.data?.data ?? [];
  const processors = accounts.data?.meta.processors;
  return (
    <>
      <PageHeader
        title={t(M.title)}
        description={t('Where your clients’ invoice payments go: cards through Stripe, and cash, check or ACH recorded by your staff.')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!processors}>
            {t('Add payment account')}
          </Button>
        }
      />
      {processors && !processors.stripe.available && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} mb="md">
          {t(M.stripeNotice)}
        </Alert>
      )}
      {accounts.isPending && <Loader aria-label={t('Loading payment accounts')} />}
      {accounts.isError && <Text c="red">{t(M.fetchFailed)}</Text>}
      {accounts.isSuccess && list.length === 0 && <EmptyState />}
      {list.length > 0 && (
        <Stack gap="sm" role="list" aria-label={t('Payment accounts')} maw={760}>
          {list.map((account) => (
            <PaymentAccountCard key={account.id} account={account} onDelete={askDelete} />
          ))}
        </Stack>
      )}
      {processors && <CreatePaymentAccountModal userId={userId} opened={creating} processors={processors} onClose={() => setCreating(false)} />}
    </>
  );
}
