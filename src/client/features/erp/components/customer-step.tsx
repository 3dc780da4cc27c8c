import { Alert, Button, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { ZErpSubmitResult, type TErpCustomer, type TErpSubmitResult } from '#shared/schemas/erp';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { JobProgress, StepActions } from '#client/components/ui/job-progress';
import { startSubmit, useErpCustomer, useSpecbookCustomer } from '../api/wizard';
import { customerFormErrors, prefillCustomerForm, submitBody, type TCustomerFormValues } from '../lib/customer-prefill';
import { CustomerFields } from './customer-fields';
import { failureMessage, useErpJobRun } from './use-erp-job-run';
import { t } from '#client/lib/i18n';
import { translatedErrors } from '#client/components/ui/translated-errors';

/** The writer / sales rep fields the account's flags ask for (spec §6 erpIntegration.*). */
export type TErpIdFlags = { writerId: boolean; writerIdRequired: boolean; salesRepId: boolean; salesRepIdRequired: boolean };

/** The flags of {@link TErpIdFlags} from the user's feature list. */
export function erpIdFlags(features: readonly string[]): TErpIdFlags {
  const on = (name: string) => features.includes(`erpIntegration.${name}`);
  return { writerId: on('writerId'), writerIdRequired: on('writerIdRequired'), salesRepId: on('salesRepId'), salesRepIdRequired: on('salesRepIdRequired') };
}

/** Props of {@link CustomerStep}. */
export type TCustomerStepProps = {
  userId: number;
  specbookId: number;
  flags: TErpIdFlags;
  onSubmitted: (result: TErpSubmitResult) => void;
  onAbort: (message: string) => void;
};

/** The form's checks: the shared schema, and the writer / sales rep ids when their flags require them. */
function validator(flags: TErpIdFlags) {
  return (values: TCustomerFormValues): Record<string, string> => {
    const errors = customerFormErrors(values);
    if (flags.writerId && flags.writerIdRequired && !values.writerId.trim()) errors.writerId = M.writerIdRequired;
    if (flags.salesRepId && flags.salesRepIdRequired && !values.salesRepId.trim()) errors.salesRepId = M.salesRepIdRequired;
    return errors;
  };
}

/** The form, prefilled, and "Submit to ERP" starting the submit job (polled; a failure aborts the wizard). */
function CustomerForm({ userId, specbookId, flags, onSubmitted, onAbort, erp, specbook }: TCustomerStepProps & { erp: TErpCustomer | null; specbook: TSpecbookCustomer | null }) {
  const form = useForm<TCustomerFormValues>({ initialValues: prefillCustomerForm(erp, specbook), validate: validator(flags), validateInputOnBlur: true });
  const { run, start } = useErpJobRun(userId, ZErpSubmitResult);
  useEffect(() => {
    if (run.phase === 'succeeded') onSubmitted(run.result);
    if (run.phase === 'failed') onAbort(run.message);
  }, [run, onSubmitted, onAbort]);
  const submit = form.onSubmit((values) => void start(() => startSubmit(userId, specbookId, submitBody(values))));
  return (
    <form onSubmit={submit} aria-label={t('Customer details')} noValidate>
      <Stack gap="md">
        <CustomerFields form={form} />
        {(flags.writerId || flags.salesRepId) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flags.writerId && <TextInput label={t('Writer id')} withAsterisk={flags.writerIdRequired} {...translatedErrors(form.getInputProps('writerId'))} />}
            {flags.salesRepId && <TextInput label={t('Sales rep id')} withAsterisk={flags.salesRepIdRequired} {...translatedErrors(form.getInputProps('salesRepId'))} />}
          </SimpleGrid>
        )}
        {run.phase === 'running' && <JobProgress label={t('Sending the specbook to the ERP…')} testId="erp-submit-progress" />}
        <StepActions>
          <Button type="submit" loading={run.phase === 'running'}>
            {t('Submit to ERP')}
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}

/**
 * Step 03 "Review Customer Details": the specbook's customer as the ERP knows it and as the
 * specbook has it, in the customer-info form (spec §5), then "Submit to ERP".
 */
export function CustomerStep(props: TCustomerStepProps) {
  const erp = useErpCustomer(props.userId, props.specbookId);
  const specbook = useSpecbookCustomer(props.userId, props.specbookId);
  if (erp.isPending || specbook.isPending) return <Loader size="sm" aria-label={t('Loading the customer')} />;
  return (
    <Stack gap="md">
      {erp.isError && (
        <Alert color="yellow" role="alert" title={t('The ERP customer could not be read')}>
          {t(failureMessage(erp.error))}
        </Alert>
      )}
      <CustomerForm {...props} erp={erp.data ?? null} specbook={specbook.data ?? null} />
    </Stack>
  );
}
