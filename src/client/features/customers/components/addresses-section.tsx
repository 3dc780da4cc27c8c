import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ADDRESS_MESSAGES as AM, DEFAULT_ADDRESS_LABELS, type TAddressTypeId } from '#shared/lib/customer-messages';
import type { TAddress } from '#shared/schemas/customer';
import { ApiError } from '#client/lib/api-client';
import { toastSuccess } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { formatMoney } from '#shared/lib/money';
import { useAddresses, useSaveAddress } from '../api/customer-mutations';
import { useReferenceList } from '../api/reference-lists';
import { addressLines } from '../lib/address-lines';
import { AddressForm, addressToValues, emptyAddress } from './address-form';

/** An address's label: the default label of its type in the interface's language, else the label the user typed. */
function labelOf(a: TAddress): string {
  return a.label === DEFAULT_ADDRESS_LABELS[a.type.id] ? t(a.label) : a.label;
}

type TEditing = { id: number | null; typeId: TAddressTypeId; address?: TAddress } | null;

/** A customer's billing and shipping addresses: cards with Edit, and Add buttons per type. */
export function AddressesSection({ userId, customerId }: { userId: number; customerId: number }) {
  const addresses = useAddresses(userId, customerId);
  const save = useSaveAddress(userId, customerId);
  const states = useReferenceList(userId, 'states');
  const countries = useReferenceList(userId, 'countries');
  const [editing, setEditing] = useState<TEditing>(null);
  const locale = useLocale();

  return (
    <Stack gap="sm" component="section" aria-labelledby="addresses-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="md" id="addresses-title">
          {t('Addresses')}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ id: null, typeId: 1 })}>
            {t('Add billing address')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ id: null, typeId: 2 })}>
            {t('Add shipping address')}
          </Button>
        </Group>
      </Group>
      {editing && (
        <Card withBorder padding="sm">
          <AddressForm
            key={`${editing.id ?? 'new'}-${editing.typeId}`}
            initial={editing.address ? addressToValues(editing.address) : emptyAddress(editing.typeId)}
            states={states.data ?? []}
            countries={countries.data ?? []}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (address) => {
              try {
                await save.mutateAsync({ id: editing.id, address });
                toastSuccess(AM.created);
                setEditing(null);
                return undefined;
              } catch (error) {
                return error instanceof ApiError ? error.fieldErrors : undefined;
              }
            }}
          />
        </Card>
      )}
      {addresses.isPending && <Loader size="sm" aria-label={t('Loading addresses')} />}
      {addresses.data && addresses.data.length === 0 && !editing && (
        <Text size="sm" c="dimmed">
          {t('No addresses yet. Add a billing address for invoices and a shipping address for deliveries.')}
        </Text>
      )}
      {addresses.data?.map((a) => (
        <Card key={a.id} withBorder padding="sm" aria-label={labelOf(a)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} size="sm">
                  {labelOf(a)}
                </Text>
                <Badge size="xs" variant="light" color={a.type.id === 1 ? 'blue' : 'grape'}>
                  {a.type.id === 1 ? t('Billing') : t('Shipping')}
                </Badge>
                {a.default && (
                  <Badge size="xs" variant="outline">
                    {t('Default')}
                  </Badge>
                )}
                {!a.active && (
                  <Badge size="xs" color="gray">
                    {t('Inactive')}
                  </Badge>
                )}
              </Group>
              {addressLines(a).map((line, i) => (
                <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Text>
              ))}
              {a.cost !== null && (
                <Text size="sm" c="dimmed">
                  {t('Cost: {amount}', { amount: formatMoney(a.cost, locale) })}
                </Text>
              )}
            </Stack>
            <Button size="xs" variant="subtle" aria-label={t('Edit {name}', { name: labelOf(a) })} onClick={() => setEditing({ id: a.id, typeId: a.type.id, address: a })}>
              {t('Edit')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
