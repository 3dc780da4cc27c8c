import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_ACCOUNT_MESSAGES as M, PAYMENT_PROCESSORS, PROCESSOR_LABELS } from '#shared/lib/payment-account-messages';
import { ZPaymentAccountCreate, type TPaymentAccountCreateInput, type TPaymentProcessors } from '#shared/schemas/payment-account';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCreatePaymentAccount } from '../api/payment-accounts';

type TValues = { type: 'merchant'; processor: TPaymentAccountCreateInput['processor']; label: string };

function validate(values: TValues): Record<string, string> {
  const result = ZPaymentAccountCreate.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= t(issue.message);
  return errors;
}

/** Props of {@link CreatePaymentAccountModal}. */
export type TCreatePaymentAccountModalProps = { userId: number; opened: boolean; processors: TPaymentProcessors; onClose: () => void };

/** Adds a payment account: type (merchant), processor (Stripe when configured, or manual) and label. */
export function CreatePaymentAccountModal({ userId, opened, processors, onClose }: TCreatePaymentAccountModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('Add payment account')}>
      {opened && <CreateForm userId={userId} processors={processors} onClose={onClose} />}
    </Modal>
  );
}

function CreateForm({ userId, processors, onClose }: Omit<TCreatePaymentAccountModalProps, 'opened'>) {
  const create = useCreatePaymentAccount(userId);
  const form = useForm<TValues>({
    initialValues: { type: 'merchant', processor: processors.stripe.available ? 'stripe' : 'manual', label: '' },
    validate,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toastSuccess(M.created);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [field, t(message)])));
      else toastFailure(error, M.createFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label={t('Type')} data={[{ value: 'merchant', label: t('Merchant (receives payments)') }]} allowDeselect={false} {...form.getInputProps('type')} />
        <Radio.Group label={t('Processor')} {...form.getInputProps('processor')}>
          <Stack gap="xs" mt={6}>
            {PAYMENT_PROCESSORS.map((p) => (
              <Radio key={p} value={p} label={t(PROCESSOR_LABELS[p])} disabled={p === 'stripe' && !processors.stripe.available} />
            ))}
          </Stack>
        </Radio.Group>
        {!processors.stripe.available && (
          <Text size="xs" c="dimmed">
            {t(M.stripeNotice)}
          </Text>
        )}
        <TextInput label={t('Label')} placeholder={t('Showroom payments')} required data-autofocus {...form.getInputProps('label')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('Add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
