import { useState } from 'react';
import type { ContextModalProps } from '@mantine/modals';
import { Anchor, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CREATE_SPEC_DOCUMENT_SLOTS, CREATE_SPEC_MESSAGES as M, type TCreateSpecFileField } from '#shared/lib/create-spec-messages';
import { ZCreateSpecFields } from '#shared/schemas/create-spec';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { requestAssignSearch, resetAssignSearch } from '#client/lib/assign-search';
import { t } from '#client/lib/i18n';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCreateSpec } from '../api/create-spec';
import { AddMissingManufacturer } from './add-missing-manufacturer';
import { DocumentSlot, isPdfFile } from './document-slot';
import { ImageDropZone, isImageFile } from './image-drop-zone';
import { ManufacturerTypeahead, type TManufacturerChoice } from './manufacturer-typeahead';
import { RichTextEditor } from './rich-text-editor';

/** What opens Create Spec: the model number to prefill, and where it was opened from. */
export type TCreateSpecModalInner = { modelNumber?: string; from?: string };

/** The example host of the manufacturer URL label ('URL (Eg: {host})'). */
export const URL_EXAMPLE_HOST = 'www.example.com';

type TDocField = (typeof CREATE_SPEC_DOCUMENT_SLOTS)[number]['field'];
type TValues = {
  manufacturer: TManufacturerChoice | null;
  modelNumber: string;
  upc: string;
  name: string;
  price: string;
  description: string;
  hasCustomDoc: boolean;
  customDocName: string;
};
type TErrors = Partial<Record<string, string>>;

/** The text fields as the shared schema (and the multipart body) reads them. */
function fieldsOf(v: TValues): Record<string, string> {
  return {
    manufacturerID: v.manufacturer ? String(v.manufacturer.id) : '',
    modelNumber: v.modelNumber,
    upc: v.upc,
    name: v.name,
    price: v.price,
    description: v.description.replace(/^(<p><br><\/p>|<br>)$/, ''),
    hasCustomDoc: v.hasCustomDoc ? 'true' : '',
    customDocName: v.hasCustomDoc ? v.customDocName : '',
  };
}

/** Every problem of the form: the shared Create Spec rules plus the files' types. */
export function createSpecErrors(values: TValues, image: File | null, docs: Partial<Record<TDocField, File | null>>): TErrors {
  const errors: TErrors = {};
  const parsed = ZCreateSpecFields.safeParse(fieldsOf(values));
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'form');
    errors[key === 'manufacturerID' ? 'manufacturer' : key] ??= issue.message;
  }
  if (image && !isImageFile(image)) errors.imageFile = M.imageNotImage;
  for (const slot of CREATE_SPEC_DOCUMENT_SLOTS) {
    const file = docs[slot.field];
    if (file && !isPdfFile(file)) errors[slot.field] = M.documentNotPdf;
  }
  if (values.hasCustomDoc && !docs.customDocFile) errors.customDocFile = M.customDocMissing;
  return errors;
}

/** An error message as shown: in the interface's language. */
function shown(message: string | undefined): string | undefined {
  return message && t(message);
}

/** Props of {@link CreateSpecModal}: the named-modal props plus the signed-in user. */
export type TCreateSpecModalProps = ContextModalProps<TCreateSpecModalInner> & { userId: number };

/**
 * The Create Spec modal (spec §2 'create-spec'): manufacturer typeahead with '+ Add Missing
 * Manufacturer', Model # (prefilled from Assign Spec), UPC, Name, List Price, rich-text
 * Description, an image drop zone and six PDF document slots; Create and Close. After Create from
 * Assign Spec the model number becomes the assign search; Close resets it.
 */
export function CreateSpecModal({ context, id, innerProps, userId }: TCreateSpecModalProps) {
  const [values, setValues] = useState<TValues>({
    manufacturer: null,
    modelNumber: innerProps.modelNumber ?? '',
    upc: '',
    name: '',
    price: '',
    description: '',
    hasCustomDoc: false,
    customDocName: '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [docs, setDocs] = useState<Partial<Record<TDocField, File | null>>>({});
  const [errors, setErrors] = useState<TErrors>({});
  const [addingManufacturer, setAddingManufacturer] = useState(false);
  const create = useCreateSpec(userId);

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Fields validate on input once they show an error, and on blur (spec §5 "Generic").
    const field = key === 'manufacturer' ? 'manufacturer' : key;
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: createSpecErrors(next, image, docs)[field] }));
  };
  const validateField = (field: string) => setErrors((prev) => ({ ...prev, [field]: createSpecErrors(values, image, docs)[field] }));
  const setDoc = (field: TDocField, file: File | null) => {
    const next = { ...docs, [field]: file };
    setDocs(next);
    // The custom slot also takes a name: it is asked for once a custom file is chosen.
    const nextValues = field === 'customDocFile' ? { ...values, hasCustomDoc: Boolean(file) } : values;
    if (nextValues !== values) setValues(nextValues);
    setErrors((prev) => ({ ...prev, [field]: createSpecErrors(nextValues, image, next)[field] }));
  };

  const close = () => {
    resetAssignSearch();
    context.closeModal(id);
  };

  const submit = async () => {
    const found = createSpecErrors(values, image, docs);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      toastError(M.formInvalid);
      return;
    }
    const files: Partial<Record<TCreateSpecFileField, File | null>> = { imageFile: image, ...docs };
    if (!values.hasCustomDoc) files.customDocFile = null;
    try {
      await create.mutateAsync({ fields: fieldsOf(values), files });
      toastSuccess(M.created);
      context.closeModal(id);
      if (innerProps.from === 'assign-spec') requestAssignSearch(values.modelNumber.trim());
    } catch (error) {
      if (!(error instanceof ApiError)) return toastError(M.createFailed);
      if (error.status === 401) return;
      if (error.status === 400) {
        const fieldErrors = error.fieldErrors;
        setErrors((prev) => ({ ...prev, ...fieldErrors, ...(fieldErrors.manufacturerID ? { manufacturer: fieldErrors.manufacturerID } : {}) }));
        return toastError(firstErrorMessage(error.body) ?? M.formInvalid);
      }
      toastError(error.status === 409 ? error.message : M.createFailed);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <Stack gap="sm">
          <ManufacturerTypeahead
            userId={userId}
            required
            value={values.manufacturer}
            error={shown(errors.manufacturer)}
            onChange={(m) => set('manufacturer', m)}
            onBlur={() => validateField('manufacturer')}
          />
          {addingManufacturer ? (
            <AddMissingManufacturer
              userId={userId}
              host={URL_EXAMPLE_HOST}
              onCancel={() => setAddingManufacturer(false)}
              onSaved={(m) => {
                setAddingManufacturer(false);
                setValues((v) => ({ ...v, manufacturer: m }));
                setErrors((prev) => ({ ...prev, manufacturer: undefined }));
              }}
            />
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => setAddingManufacturer(true)} style={{ alignSelf: 'flex-start' }}>
              {t(M.addMissingManufacturer)}
            </Anchor>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('Model #')}
              required
              value={values.modelNumber}
              error={shown(errors.modelNumber)}
              onChange={(e) => set('modelNumber', e.currentTarget.value)}
              onBlur={() => validateField('modelNumber')}
            />
            <TextInput label={t('UPC')} value={values.upc} error={shown(errors.upc)} onChange={(e) => set('upc', e.currentTarget.value)} onBlur={() => validateField('upc')} />
          </SimpleGrid>
          <TextInput label={t('Name')} required value={values.name} error={shown(errors.name)} onChange={(e) => set('name', e.currentTarget.value)} onBlur={() => validateField('name')} />
          <TextInput
            label={t('List Price')}
            inputMode="decimal"
            leftSection="$"
            value={values.price}
            error={shown(errors.price)}
            onChange={(e) => set('price', e.currentTarget.value)}
            onBlur={() => validateField('price')}
          />
        </Stack>
        <Stack gap="sm">
          <ImageDropZone
            label={t('Image')}
            value={image}
            error={shown(errors.imageFile)}
            onChange={(file) => {
              setImage(file);
              setErrors((prev) => ({ ...prev, imageFile: file && !isImageFile(file) ? M.imageNotImage : undefined }));
            }}
          />
          <Divider label={t('Documents')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {CREATE_SPEC_DOCUMENT_SLOTS.map((slot) => (
              <DocumentSlot key={slot.field} label={t(slot.label)} value={docs[slot.field] ?? null} error={shown(errors[slot.field])} inputTestId={slot.field} onChange={(f) => setDoc(slot.field, f)} />
            ))}
          </SimpleGrid>
          {values.hasCustomDoc && (
            <TextInput
              label={t('Custom Document Name')}
              required
              maxLength={25}
              value={values.customDocName}
              error={shown(errors.customDocName)}
              onChange={(e) => set('customDocName', e.currentTarget.value)}
              onBlur={() => validateField('customDocName')}
            />
          )}
        </Stack>
      </SimpleGrid>
      <RichTextEditor label={t('Description')} value={values.description} error={shown(errors.description)} onChange={(html) => set('description', html)} onBlur={() => validateField('description')} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t(M.requiredNote)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={close}>
            {t('Close')}
          </Button>
          <Button loading={create.isPending} onClick={() => void submit()}>
            {t('Create')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
