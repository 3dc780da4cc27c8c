import { useState, type ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { ZLoginBody, type TLoginBody } from '#shared/schemas/auth';
import type { TUser } from '#shared/schemas/user';
import { ApiError } from '#client/lib/api-client';
import { useLogin } from '../api/login';
import { t } from '#client/lib/i18n';

/** Message shown when the server cannot be reached at all. */
export const LOGIN_OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A field's error (the shared schema's or the server's English message) in the current language. */
function translatedError(error: ReactNode): ReactNode {
  return typeof error === 'string' ? t(error) : error;
}

/** Email and password form; validates with the shared ZLoginBody and shows the server's answer. */
export function LoginForm({ onSuccess }: { onSuccess: (user: TUser) => void }) {
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TLoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await loginMutation.mutateAsync({ email: values.email.trim(), password: values.password });
      onSuccess(result.user);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        if (fields.email) form.setFieldError('email', fields.email);
        if (fields.password) form.setFieldError('password', fields.password);
        const fieldOnly = Object.keys(fields).length > 0 && !error.body?.errors?.some((e) => !e.field);
        if (!fieldOnly) setServerError(error.status === 0 ? LOGIN_OFFLINE_MESSAGE : error.message);
      } else {
        setServerError(LOGIN_OFFLINE_MESSAGE);
      }
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Sign in')}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t(serverError)}
          </Alert>
        )}
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="username"
          placeholder={t('you@company.com')}
          withAsterisk
          autoFocus
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={translatedError(form.errors.email)}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translatedError(form.errors.password)}
        />
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          {t('Sign in')}
        </Button>
      </Stack>
    </form>
  );
}
