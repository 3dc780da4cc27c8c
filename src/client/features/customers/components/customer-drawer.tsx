import { useState, type ReactNode } from 'react';
import { Button, Divider, Drawer, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { ZCustomerCode, type TCustomer, type TCustomerCreateInput } from '#shared/schemas/customer';
import { ApiError } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { Emphasized } from './emphasized';
import { useCreateCustomer, useLinkCustomer, useUpdateCustomer } from '../api/customer-mutations';
import { useCustomer } from '../api/list-customers';
import { useReferenceList } from '../api/reference-lists';
import { AddressesSection } from './addresses-section';
import { CustomerForm, customerToValues, EMPTY_CUSTOMER } from './customer-form';

/** Props of the customer drawer: `customerId` null creates a customer. */
export type TCustomerDrawerProps = {
  userId: number;
  opened: boolean;
  customerId: number | null;
  onClose: () => void;
  onCreated: (customer: TCustomer) => void;
  onInvite: (customer: TCustomer) => void;
  /** More sections of other features for a saved customer (their notes), below the addresses. */
  sections?: (customerId: number) => ReactNode;
};

function LinkSection({ userId, customer }: { userId: number; customer: TCustomer }) {
  const link = useLinkCustomer(userId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (value: string | null) => {
    if (value !== null && !ZCustomerCode.safeParse(value).success) {
      setError(M.codeInvalid);
      return;
    }
    try {
      await link.mutateAsync({ id: customer.id, code: value });
      toastSuccess(value === null ? M.unlinked : M.linked);
      setCode('');
      setError(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(M.codeInvalid);
      else if (e instanceof ApiError && e.status === 404) setError(M.codeInvalid);
      else toastFailure(e, M.saveFailed);
    }
  };
  if (customer.linkedSpecbooksUser) {
    return (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          <Emphasized
            text={customer.customerCode ? t('Linked to platform user {name} (code {code})', { code: customer.customerCode }) : t('Linked to platform user {name}')}
            name="name"
            value={customer.linkedSpecbooksUser.name}
          />
        </Text>
        <Button size="xs" variant="default" loading={link.isPending} onClick={() => void run(null)}>
          {t('Unlink')}
        </Button>
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(code.trim());
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('Link to a platform user')}
          description={t('Enter the 12-digit customer code they share with you')}
          inputMode="numeric"
          value={code}
          error={error && t(error)}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="light" loading={link.isPending} mb={error ? 22 : 0}>
          {t('Link')}
        </Button>
      </Group>
    </form>
  );
}

/** Create or edit a customer; once saved, its addresses, link and invitation follow. */
export function CustomerDrawer({ userId, opened, customerId, onClose, onCreated, onInvite, sections }: TCustomerDrawerProps) {
  const narrow = useMediaQuery('(max-width: 768px)');
  const customer = useCustomer(userId, customerId);
  const create = useCreateCustomer(userId);
  const update = useUpdateCustomer(userId);
  const types = useReferenceList(userId, 'types');
  const origins = useReferenceList(userId, 'origins');
  const terms = useReferenceList(userId, 'invoice-terms');
  const priceGroups = useReferenceList(userId, 'price-groups');

  const submit = async (values: TCustomerCreateInput) => {
    try {
      if (customerId === null) {
        const created = await create.mutateAsync(values);
        toastSuccess(M.created);
        onCreated(created);
      } else {
        await update.mutateAsync({ id: customerId, customer: values });
        toastSuccess(M.updated);
      }
      return undefined;
    } catch (error) {
      return error instanceof ApiError ? error.fieldErrors : undefined;
    }
  };

  const title = customerId === null ? t('New customer') : (customer.data?.name ?? t('Customer'));
  const ready = customerId === null || customer.data;

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={narrow ? '100%' : 640} title={title} padding="md">
      {!ready && <Loader size="sm" aria-label={t('Loading customer')} />}
      {ready && (
        <Stack gap="lg">
          <CustomerForm
            key={customerId ?? 'new'}
            initial={customer.data && customerId !== null ? customerToValues(customer.data) : EMPTY_CUSTOMER}
            types={types.data ?? []}
            origins={origins.data ?? []}
            terms={terms.data ?? []}
            priceGroups={priceGroups.data ?? []}
            submitLabel={customerId === null ? t('Create customer') : t('Save changes')}
            saving={create.isPending || update.isPending}
            onSubmit={submit}
            onCancel={onClose}
          />
          {customerId !== null && customer.data && (
            <>
              <Divider />
              <AddressesSection userId={userId} customerId={customerId} />
              <Divider />
              <Stack gap="xs">
                <LinkSection userId={userId} customer={customer.data} />
                <Group>
                  <Button size="xs" variant="subtle" onClick={() => onInvite(customer.data!)}>
                    {t('Send an invitation e-mail')}
                  </Button>
                </Group>
              </Stack>
              {sections && (
                <>
                  <Divider />
                  {sections(customerId)}
                </>
              )}
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
