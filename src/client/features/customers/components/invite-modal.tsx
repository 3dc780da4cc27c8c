import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { ZCustomerInvite, type TCustomerInviteInput } from '#shared/schemas/customer';
import { ApiError } from '#client/lib/api-client';
import { toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { translatedErrors } from '../lib/translated-errors';
import { useSendInvite } from '../api/customer-mutations';

type TInviteValues = { contactName: string; companyName: string; email: string; phone: string };

/** Checks the invitation with the server's rules (spec §5 "Customer invite"). */
export function validateInvite(values: TInviteValues): Record<string, string> {
  const result = ZCustomerInvite.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'email')] ??= t(issue.message);
  return errors;
}

/** Props of the invite modal. */
export type TInviteModalProps = {
  userId: number;
  opened: boolean;
  onClose: () => void;
  /** Prefilled from a customer record, when inviting one. */
  initial?: Partial<TInviteValues> & { customerId?: number };
};

/** Send a customer an invitation e-mail: contact name, company, e-mail and phone, all required. */
export function InviteModal({ userId, opened, onClose, initial }: TInviteModalProps) {
  const send = useSendInvite(userId);
  const form = useForm<TInviteValues>({
    initialValues: { contactName: '', companyName: '', email: '', phone: '', ...initial },
    validate: validateInvite,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const body: TCustomerInviteInput = { ...values, ...(initial?.customerId ? { customerId: initial.customerId } : {}) };
    try {
      await send.mutateAsync(body);
      toastSuccess(M.inviteSent);
      close();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(translatedErrors(e.fieldErrors));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('Invite a customer')} size="md">
      <form onSubmit={submit} noValidate aria-label={t('Invite')}>
        <Stack gap="sm">
          <TextInput label={t('Contact name')} required {...form.getInputProps('contactName')} />
          <TextInput label={t('Company name')} required {...form.getInputProps('companyName')} />
          <TextInput label={t('Email')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('Phone')} type="tel" required {...form.getInputProps('phone')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('Send invitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
