import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import { SUPPORT_LIMITS, ZSupportRequestCreate } from '#shared/schemas/support';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCreateSupportRequest } from '../api/create-support-request';
import { zodFormErrors } from '../lib/form-errors';
import { t } from '#client/lib/i18n';

/** Values of the support request form. */
export type TSupportRequestValues = { name: string; emailAddress: string; phoneNumber: string; userMessage: string };

/** The form's field errors under the server's rules (spec §5 "Support request"). */
export function validateSupportRequest(values: TSupportRequestValues): Record<string, string> {
  return zodFormErrors(ZSupportRequestCreate, values);
}

/** Props of {@link SupportRequestForm}. */
export type TSupportRequestFormProps = {
  userId: number;
  /** Prefill: the current user's name and e-mail. */
  defaults: { name: string; emailAddress: string };
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The support request form ('Create New Support Request', spec §2): 'Your Name:', 'Your Email:',
 * 'Your Phone:', 'Comments / Questions'. Fields check as you type and on blur; Submit stays
 * disabled while the form is incomplete or invalid. On success the form resets and `onDone` runs.
 */
export function SupportRequestForm({ userId, defaults, onDone, onCancel }: TSupportRequestFormProps) {
  const create = useCreateSupportRequest(userId);
  const form = useForm<TSupportRequestValues>({
    initialValues: { name: defaults.name, emailAddress: defaults.emailAddress, phoneNumber: '', userMessage: '' },
    validate: validateSupportRequest,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const complete = Object.keys(validateSupportRequest(form.values)).length === 0;

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(ZSupportRequestCreate.parse(values));
      toastSuccess(M.supportSent);
      form.reset();
      onDone();
    } catch {
      toastError(M.supportFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Your Name:')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label={t('Your Email:')} required type="email" autoComplete="email" {...form.getInputProps('emailAddress')} />
        <TextInput label={t('Your Phone:')} type="tel" autoComplete="tel" placeholder="(800) 555-0142" {...form.getInputProps('phoneNumber')} />
        <Textarea
          label={t('Comments / Questions')}
          required
          autosize
          minRows={4}
          maxRows={10}
          description={`${form.values.userMessage.trim().length}/${SUPPORT_LIMITS.messageMax}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('userMessage')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={!complete} loading={create.isPending}>
            {t('Submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
