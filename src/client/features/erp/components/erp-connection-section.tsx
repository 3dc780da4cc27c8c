import { Alert, Badge, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { ZErpConnectionUpdate, type TErpConnection, type TErpTestResult } from '#shared/schemas/erp';
import { SectionCard } from '#client/components/ui/section-card';
import { serverFieldErrors } from '#client/lib/form-errors';
import { toastSuccess } from '#client/lib/toasts';
import { useErpConnection, useSaveErpConnection, useTestErpConnection } from '../api/connection';
import { failureMessage } from './use-erp-job-run';
import { t, useLocale } from '#client/lib/i18n';
import { formatDate } from '#shared/lib/dates';

/** The id of the section, linked to from the wizard's "not set up" state. */
export const ERP_CONNECTION_SECTION_ID = 'erp-connection';

type TValues = { baseUrl: string; apiKey: string };

/** The form's errors under the shared schema (the key is required by the server only on the first save). */
function validate(values: TValues): Record<string, string> {
  const result = ZErpConnectionUpdate.safeParse({ erpConnection: values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path.at(-1))] ??= t(issue.message);
  return errors;
}

/** The last test's outcome and time. */
function LastTest({ test }: { test: TErpConnection['lastTest'] }) {
  const locale = useLocale();
  if (!test) return <Text size="sm" c="dimmed">{t('Not tested yet.')}</Text>;
  return (
    <Group gap="xs" data-testid="erp-last-test">
      <Badge color={test.ok ? 'teal' : 'red'} variant="light" leftSection={test.ok ? <IconCircleCheck size={12} /> : <IconPlugConnectedX size={12} />}>
        {test.ok ? t('Connected') : t('Failed')}
      </Badge>
      <Text size="sm">{t(test.message)}</Text>
      <Text size="xs" c="dimmed">
        {t('Last tested {time}', { time: formatDate(test.testedAt, locale, 'dateTime') })}
      </Text>
    </Group>
  );
}

/** The connection form: gateway URL and API key (never shown back: "Key saved"), Save and Test connection. */
function ConnectionForm({ userId, connection }: { userId: number; connection: TErpConnection }) {
  const save = useSaveErpConnection(userId);
  const test = useTestErpConnection(userId);
  const form = useForm<TValues>({ initialValues: { baseUrl: connection.baseUrl ?? '', apiKey: '' }, validate, validateInputOnBlur: true });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toastSuccess(M.connectionSaved);
      form.setFieldValue('apiKey', '');
    } catch (error) {
      form.setErrors(serverFieldErrors(error) ?? { baseUrl: failureMessage(error) });
    }
  });
  const testResult: TErpTestResult | null = test.data ?? (test.error ? { ok: false, message: failureMessage(test.error) } : null);
  return (
    <form onSubmit={submit} aria-label={t('ERP connection')} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Gateway URL')} placeholder="https://erp-gateway.example.com" required {...form.getInputProps('baseUrl')} />
        <PasswordInput
          label={t('API key')}
          description={connection.hasKey ? t('Key saved. Leave blank to keep it.') : t('The X-SPECBOOKS-API-KEY your gateway expects.')}
          autoComplete="off"
          {...form.getInputProps('apiKey')}
        />
        {connection.hasKey && (
          <Badge color="teal" variant="light" w="fit-content">
            {t('Key saved')}
          </Badge>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
          <Button variant="default" onClick={() => test.mutate()} loading={test.isPending} disabled={!connection.baseUrl || !connection.hasKey}>
            {t('Test connection')}
          </Button>
        </Group>
        {/* A success shows in the last test below; a failure says why here too. */}
        {testResult && !testResult.ok && (
          <Alert role="alert" color="red" title={t('Connection failed')}>
            {t(testResult.message)}
          </Alert>
        )}
        <LastTest test={connection.lastTest} />
      </Stack>
    </form>
  );
}

/**
 * The Company Account's "ERP connection" section (docs/decisions/058): where the gateway is and
 * its API key, saved by account admins; a test says whether the gateway answers with that key.
 */
export function ErpConnectionSection({ userId }: { userId: number }) {
  const connection = useErpConnection(userId);
  const { hash } = useLocation();
  const loaded = connection.data !== undefined;
  // Reached from the wizard's "not set up" link (…#erp-connection): brought into view once shown.
  useEffect(() => {
    if (loaded && hash === `#${ERP_CONNECTION_SECTION_ID}`) document.getElementById(ERP_CONNECTION_SECTION_ID)?.scrollIntoView?.();
  }, [loaded, hash]);
  return (
    <SectionCard
      title={t('ERP connection')}
      anchor={ERP_CONNECTION_SECTION_ID}
      description={t('The gateway in front of your ERP: specbooks are sent to it, and bids and prices read from it. Account admins set it up.')}
    >
      {connection.isPending && <Loader size="sm" aria-label={t('Loading the ERP connection')} />}
      {connection.isError && <Alert color="red">{t(failureMessage(connection.error))}</Alert>}
      {connection.data && <ConnectionForm userId={userId} connection={connection.data} />}
    </SectionCard>
  );
}
