import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { ZCustomerCode, type TCustomer, type TCustomerLookup } from '#shared/schemas/customer';
import { ApiError } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { Emphasized } from './emphasized';
import { lookupCustomerCode, useAddByCode, usePersonalCode } from '../api/customer-mutations';

/** Props of the Add by Code modal. */
export type TAddByCodeModalProps = { userId: number; opened: boolean; onClose: () => void; onAdded: (customer: TCustomer) => void };

/**
 * Look a customer up by a 12-digit customer code, then add them (linked to that platform user).
 * A malformed code, one's own code or an unknown code shows the spec's message.
 */
export function AddByCodeModal({ userId, opened, onClose, onAdded }: TAddByCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<TCustomerLookup | null>(null);
  const [looking, setLooking] = useState(false);
  const add = useAddByCode(userId);
  const personal = usePersonalCode(userId);

  const close = () => {
    setCode('');
    setError(null);
    setFound(null);
    onClose();
  };

  const lookup = async () => {
    setFound(null);
    if (!ZCustomerCode.safeParse(code).success || code.trim() === personal.data) {
      setError(M.codeInvalid);
      return;
    }
    setLooking(true);
    try {
      setFound(await lookupCustomerCode(userId, code.trim()));
      setError(null);
    } catch (e) {
      if (e instanceof ApiError && (e.status === 400 || e.status === 404)) setError(M.codeInvalid);
      else toastFailure(e, M.codeInvalid);
    } finally {
      setLooking(false);
    }
  };

  const confirm = async () => {
    try {
      const customer = await add.mutateAsync(code.trim());
      toastSuccess(M.added);
      close();
      onAdded(customer);
    } catch (e) {
      toastFailure(e, M.saveFailed);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Add customer by code')} size="md">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void lookup();
          }}
          noValidate
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('Customer code')}
              description={t('The 12-digit code your customer shares with you')}
              inputMode="numeric"
              autoComplete="off"
              value={code}
              error={error && t(error)}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFound(null);
                if (error) setError(null);
              }}
            />
            <Button type="submit" mt={46} loading={looking}>
              {t('Look up')}
            </Button>
          </Group>
        </form>
        {found && (
          <Card withBorder padding="sm" aria-label={t('Customer found')}>
            <Text fw={600}>{found.name}</Text>
            {found.company && <Text size="sm">{found.company}</Text>}
            <Text size="sm" c="dimmed">
              {[found.location.city, found.location.state].filter(Boolean).join(', ')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Customer number {number}', { number: found.customerNumber })}
            </Text>
            <Group justify="flex-end" mt="sm">
              <Button onClick={() => void confirm()} loading={add.isPending}>
                {t('Add customer')}
              </Button>
            </Group>
          </Card>
        )}
        {personal.data && (
          <Text size="xs" c="dimmed">
            <Emphasized text={t('Your personal code is {code}: share it so others can add you.')} name="code" value={personal.data} />
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
