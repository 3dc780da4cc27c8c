import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { PROCESSOR_LABELS } from '#shared/lib/payment-account-messages';
import type { TPaymentAccount } from '#shared/schemas/payment-account';
import { t } from '#client/lib/i18n';

/** Props of {@link PaymentAccountCard}. */
export type TPaymentAccountCardProps = { account: TPaymentAccount; onDelete: (account: TPaymentAccount) => void };

/** One payment account: label, processor, type, status (Valid / Needs attention with the reason), Resume, Manage, delete. */
export function PaymentAccountCard({ account, onDelete }: TPaymentAccountCardProps) {
  const { status, links } = account;
  return (
    <Card withBorder padding="md" radius="md" role="listitem" aria-label={account.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{account.label}</Text>
            <Badge color={status.valid ? 'green' : 'orange'} variant="light">
              {status.valid ? t('Valid') : t('Needs attention')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('{processor} · Merchant', { processor: t(PROCESSOR_LABELS[account.processor]) })}
          </Text>
          {!status.valid && status.reason && <Text size="sm">{t(status.reason)}</Text>}
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={t('Remove {name}', { name: account.label })} onClick={() => onDelete(account)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {(status.url || links.manage) && (
        <Group gap="xs" mt="sm">
          {status.url && (
            <Button component="a" href={status.url} size="xs" rightSection={<IconExternalLink size={14} />}>
              {t('Resume')}
            </Button>
          )}
          {links.manage && (
            <Button component="a" href={links.manage} target="_blank" rel="noopener noreferrer" size="xs" variant="light" rightSection={<IconExternalLink size={14} />}>
              {t('Manage')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
