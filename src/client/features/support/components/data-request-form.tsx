import { Button, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useForm } from '@mantine/form';
import { DATA_REQUEST_DETAILS, SUPPORT_MESSAGES as M, type TDataRequestDetailKey } from '#shared/lib/support-messages';
import { ZDataRequestCreate, type TDataRequestCreate, type TDataRequestDetails } from '#shared/schemas/support';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCreateDataRequest } from '../api/create-data-request';
import { zodFormErrors } from '../lib/form-errors';
import { t } from '#client/lib/i18n';
import type { TManufacturerField, TManufacturerOption } from './manufacturer-field';

/** Values of the Data Fetch form. */
export type TDataRequestValues = {
  manufacturer: TManufacturerOption | null;
  productModel: string;
  contactEmail: string;
  requestNotes: string;
  requestDetails: TDataRequestDetails;
};

const NO_DETAILS: TDataRequestDetails = {
  productImage: false,
  upc: false,
  priceUpdate: false,
  specificationSheet: false,
  installationSheet: false,
  warrantySheet: false,
};

/** The request body of the form's values (manufacturerID from the chosen manufacturer). */
export function toDataRequestInput(values: TDataRequestValues): unknown {
  return {
    manufacturerID: values.manufacturer?.id,
    productModel: values.productModel,
    contactEmail: values.contactEmail,
    requestNotes: values.requestNotes,
    requestDetails: values.requestDetails,
  };
}

/** The form's field errors under the server's rules (spec §5 "Product data request"). */
export function validateDataRequest(values: TDataRequestValues): Record<string, string> {
  return zodFormErrors(ZDataRequestCreate, toDataRequestInput(values), { manufacturerID: 'manufacturer' });
}

/** Props of {@link DataRequestForm}. */
export type TDataRequestFormProps = {
  userId: number;
  /** Users with ROLE_IBOOK also see the 'Price Update' toggle. */
  canRequestPriceUpdate: boolean;
  ManufacturerField: TManufacturerField;
  /** Prefill: the spec's manufacturer and model, and the user's e-mail. */
  defaults: { manufacturer: TManufacturerOption | null; productModel: string; contactEmail: string };
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The Request Data Fetch form (spec §2): 'Select Manufacturer' (required typeahead), 'Model #',
 * 'Your Email:', the 'Request Details' toggles, 'Notes/Comments' and the turnaround note. Submit
 * checks the data-request rules; when they pass the request is posted, the form cleared and
 * `onDone` runs. A failure toasts 'Product Data Request Failed'.
 */
export function DataRequestForm({ userId, canRequestPriceUpdate, ManufacturerField, defaults, onDone, onCancel }: TDataRequestFormProps) {
  const create = useCreateDataRequest(userId);
  const form = useForm<TDataRequestValues>({
    initialValues: { ...defaults, requestNotes: '', requestDetails: NO_DETAILS },
    validate: validateDataRequest,
    validateInputOnBlur: true,
  });
  const details = DATA_REQUEST_DETAILS.filter((d) => d.key !== 'priceUpdate' || canRequestPriceUpdate);

  const submit = form.onSubmit(async (values) => {
    const body: TDataRequestCreate = ZDataRequestCreate.parse(toDataRequestInput(values));
    if (!canRequestPriceUpdate) body.requestDetails.priceUpdate = false;
    try {
      await create.mutateAsync(body);
      toastSuccess(M.dataRequestSent);
      form.setValues({ manufacturer: null, productModel: '', contactEmail: defaults.contactEmail, requestNotes: '', requestDetails: NO_DETAILS });
      form.resetDirty();
      onDone();
    } catch {
      toastError(M.dataRequestFailed);
    }
  });

  const toggle = (key: TDataRequestDetailKey) => form.getInputProps(`requestDetails.${key}`, { type: 'checkbox' });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ManufacturerField
          userId={userId}
          label={t('Select Manufacturer')}
          value={form.values.manufacturer}
          onChange={(manufacturer) => form.setFieldValue('manufacturer', manufacturer)}
          onBlur={() => form.validateField('manufacturer')}
          error={form.errors.manufacturer}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('Model #')} required {...form.getInputProps('productModel')} />
          <TextInput label={t('Your Email:')} required type="email" autoComplete="email" {...form.getInputProps('contactEmail')} />
        </SimpleGrid>
        <Fieldset legend={t('Request Details')} variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt={4}>
            {details.map((d) => (
              <ToggleSwitch key={d.key} label={t(d.label)} {...toggle(d.key)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Textarea label={t('Notes/Comments')} autosize minRows={3} maxRows={8} {...form.getInputProps('requestNotes')} />
        <Text size="sm" c="dimmed">
          {t(M.dataFetchFooter)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('Submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
