import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SHARE_FORM_LIMITS, ZShareForm, inviteFromForm, type TGroupInviteCreate } from '#shared/schemas/groups';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';

/** Values of the invite / share form (spec §5 "Group invite / share form"). */
type TShareFormValues = { emailAddress: string; name: string; companyName: string; role: string; message: string };

const EMPTY: TShareFormValues = { emailAddress: '', name: '', companyName: '', role: '', message: '' };

/** Props of {@link ShareForm}. */
export type TShareFormProps = {
  submitLabel: string;
  /** Sends the invite; a rejection shows the server's field errors, else `failureMessage`. */
  onSubmit: (invite: TGroupInviteCreate) => Promise<unknown>;
  onCancel: () => void;
  /** The message shown when sending fails for another reason ('Could not send invite'). */
  failureMessage: string;
};

/** The server's field errors on the form's fields (`user.email` is the form's e-mail address). */
function formErrors(error: unknown): Record<string, string> | null {
  const fields = serverFieldErrors(error);
  if (!fields) return null;
  const { email, user, ...rest } = fields;
  const emailMessage = email ?? user;
  return emailMessage ? { ...rest, emailAddress: emailMessage } : rest;
}

/**
 * The invite / share form: e-mail address, name, company, role and message, validated on blur and
 * on submit by the shared schema; errors from the server are shown on their fields, anything else
 * above the buttons.
 */
export function ShareForm({ submitLabel, onSubmit, onCancel, failureMessage }: TShareFormProps) {
  const form = useForm<TShareFormValues>({ initialValues: EMPTY, validate: (values) => zodFieldErrors(ZShareForm, values), validateInputOnBlur: true });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(inviteFromForm(ZShareForm.parse(values)));
      form.reset();
    } catch (error) {
      const fields = formErrors(error);
      if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(t(failureMessage));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Email address')} type="email" required autoComplete="off" {...form.getInputProps('emailAddress')} />
        <TextInput label={t('Name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label={t('Company')} maxLength={SHARE_FORM_LIMITS.company} autoComplete="off" {...form.getInputProps('companyName')} />
        <TextInput label={t('Role')} maxLength={SHARE_FORM_LIMITS.role} autoComplete="off" {...form.getInputProps('role')} />
        <Textarea label={t('Message')} autosize minRows={2} maxRows={6} maxLength={SHARE_FORM_LIMITS.message} {...form.getInputProps('message')} />
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
