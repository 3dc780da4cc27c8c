import { Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ADDRESS_MESSAGES as AM, DEFAULT_ADDRESS_LABELS, type TAddressTypeId } from '#shared/lib/customer-messages';
import { CONSTANTS } from '#shared/lib/messages';
import { SPECBOOK_CUSTOMER_MESSAGES as M } from '#shared/lib/specbook-customer-messages';
import type { TAddress, TCustomer } from '#shared/schemas/customer';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { ApiError } from '#client/lib/api-client';
import { toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { useAddresses, useSaveAddress } from '../api/customer-mutations';
import { useCustomerList } from '../api/list-customers';
import { useReferenceList } from '../api/reference-lists';
import { useUpdateSpecbookCustomer } from '../api/specbook-customer';
import { addressOneLine } from '../lib/address-lines';
import { AddressForm, emptyAddress } from './address-form';

/** What the form edits (Select values are strings). */
type TValues = { customerId: string | null; shipping: string | null; billing: string | null; tax: number | string; terms: string | null };

function initialValues(panel: TSpecbookCustomer): TValues {
  const id = (a: { id: number } | null) => (a ? String(a.id) : null);
  return {
    customerId: id(panel.customer),
    shipping: id(panel.shippingAddress),
    billing: id(panel.billingAddress),
    tax: panel.tax === null ? '' : Number(panel.tax),
    terms: panel.paymentTerms === null ? null : String(panel.paymentTerms),
  };
}

function customerLabel(c: TCustomer): string {
  return [c.name, c.companyName].filter(Boolean).join(' · ');
}

function addressOptions(addresses: TAddress[] | undefined, typeId: TAddressTypeId) {
  return (addresses ?? [])
    .filter((a) => a.type.id === typeId && a.active)
    .map((a) => ({ value: String(a.id), label: a.label === DEFAULT_ADDRESS_LABELS[typeId] ? addressOneLine(a) : t('{label}: {address}', { label: a.label, address: addressOneLine(a) }) }));
}

/** The request body of the form: every field, references as {id} or null. */
function toBody(v: TValues) {
  const ref = (id: string | null) => (id === null ? null : { id: Number(id) });
  return {
    customer: ref(v.customerId),
    shippingAddress: ref(v.shipping),
    billingAddress: ref(v.billing),
    tax: v.tax === '' ? null : Number(v.tax),
    paymentTerms: v.terms === null ? null : Number(v.terms),
  };
}

/** Props of {@link SpecbookCustomerForm}. */
export type TSpecbookCustomerFormProps = {
  userId: number;
  specbookId: number;
  panel: TSpecbookCustomer;
  onChanged: () => void;
  onDone: () => void;
};

/**
 * The specbook's customer form: pick a customer (searched as you type), one of its shipping and
 * billing addresses or a new one, the tax rate and the payment terms; Save sends them together.
 */
export function SpecbookCustomerForm({ userId, specbookId, panel, onChanged, onDone }: TSpecbookCustomerFormProps) {
  const [values, setValues] = useState<TValues>(() => initialValues(panel));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, CONSTANTS.selectSearchDebounceMs);
  const [adding, setAdding] = useState<TAddressTypeId | null>(null);
  const customers = useCustomerList(userId, { search: debounced, type: null, page: 1, perPage: 20 });
  const customerId = values.customerId === null ? null : Number(values.customerId);
  const addresses = useAddresses(userId, customerId);
  const saveAddress = useSaveAddress(userId, customerId ?? 0);
  const terms = useReferenceList(userId, 'invoice-terms');
  const states = useReferenceList(userId, 'states');
  const countries = useReferenceList(userId, 'countries');
  const save = useUpdateSpecbookCustomer(userId, specbookId, onChanged);

  const found = customers.data?.list;
  const customerOptions = useMemo(() => {
    const rows = [...(found ?? [])];
    if (panel.customer && !rows.some((c) => c.id === panel.customer!.id)) rows.unshift(panel.customer);
    return rows.map((c) => ({ value: String(c.id), label: customerLabel(c), customer: c }));
  }, [found, panel.customer]);

  const pickCustomer = (value: string | null) => {
    const picked = customerOptions.find((o) => o.value === value)?.customer ?? null;
    setAdding(null);
    setValues((v) => ({
      ...v,
      customerId: value,
      shipping: picked?.shippingAddress ? String(picked.shippingAddress.id) : null,
      billing: picked?.billingAddress ? String(picked.billingAddress.id) : null,
      terms: picked?.paymentTerms != null ? String(picked.paymentTerms) : v.terms,
    }));
  };

  const submit = async () => {
    await save.mutateAsync(toBody(values));
    toastSuccess(M.saved);
    onDone();
  };

  return (
    <Stack gap="md">
      <Select
        label={t('Customer')}
        placeholder={t('Search customers')}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={customers.isFetching ? t('Searching…') : t('No customers found')}
        data={customerOptions.map(({ value, label }) => ({ value, label }))}
        value={values.customerId}
        onChange={pickCustomer}
      />
      {customerId !== null &&
        ([2, 1] as const).map((typeId) => {
          const key = typeId === 2 ? 'shipping' : 'billing';
          return (
            <Group key={typeId} align="flex-end" gap="xs" wrap="nowrap">
              <Select
                style={{ flex: 1 }}
                label={t(DEFAULT_ADDRESS_LABELS[typeId])}
                placeholder={addresses.isPending ? t('Loading…') : t('Choose an address')}
                clearable
                data={addressOptions(addresses.data, typeId)}
                value={values[key]}
                onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
              />
              <Button variant="default" leftSection={<IconPlus size={14} />} onClick={() => setAdding(typeId)} aria-label={typeId === 2 ? t('New shipping address') : t('New billing address')}>
                {t('New')}
              </Button>
            </Group>
          );
        })}
      {adding !== null && customerId !== null && (
        <Card withBorder padding="sm">
          <Text fw={600} size="sm" mb="xs">
            {adding === 2 ? t('New shipping address') : t('New billing address')}
          </Text>
          <AddressForm
            initial={emptyAddress(adding)}
            states={states.data ?? []}
            countries={countries.data ?? []}
            saving={saveAddress.isPending}
            onCancel={() => setAdding(null)}
            onSubmit={async (address) => {
              try {
                const created = await saveAddress.mutateAsync({ id: null, address });
                toastSuccess(AM.created);
                setValues((v) => ({ ...v, [created.type.id === 2 ? 'shipping' : 'billing']: String(created.id) }));
                setAdding(null);
                return undefined;
              } catch (error) {
                return error instanceof ApiError ? error.fieldErrors : undefined;
              }
            }}
          />
        </Card>
      )}
      <Group grow align="flex-start">
        <NumberInput
          label={t('Tax')}
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          placeholder="0.00%"
          value={values.tax}
          onChange={(tax) => setValues((v) => ({ ...v, tax }))}
        />
        <Select
          label={t('Payment terms')}
          clearable
          data={terms.data ?? []}
          value={values.terms}
          onChange={(terms) => setValues((v) => ({ ...v, terms }))}
        />
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
