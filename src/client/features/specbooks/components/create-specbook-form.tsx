import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { profileNoun } from '#shared/lib/profile-messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { ZSpecbookCreate, type TSpecbook, type TSpecbookCreateInput } from '#shared/schemas/specbook';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { useCreateSpecbook } from '../api/create-specbook';
import type { TProfileField, TProfileOption } from './profile-field';
import { FormActions } from '#client/components/ui/form-actions';
import { translatedErrors } from '#client/components/ui/translated-errors';

/** Values of the Add Specbook form. */
export type TCreateSpecbookValues = { profile: TProfileOption | null; name: string; description: string };

/** The request body of the form's values: empty values are dropped (spec §2 Add Specbook modal). */
export function toCreatePayload(values: TCreateSpecbookValues): TSpecbookCreateInput {
  const payload: TSpecbookCreateInput = {};
  if (values.profile) payload.profile = { id: values.profile.id };
  if (values.name.trim()) payload.name = values.name;
  if (values.description.trim()) payload.description = values.description;
  return payload;
}

/** Checks the values with the route's own schema; answers the form's field errors. */
export function validateCreateSpecbook(values: TCreateSpecbookValues): Record<string, string> {
  const result = ZSpecbookCreate.safeParse(toCreatePayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'profile') === 'projectID' ? 'profile' : String(issue.path[0] ?? 'profile');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The message a failed create shows: the server's message, or 'Could Not Create Specbook!'. */
export function createFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return t(error.message);
  return t(SPECBOOK_MESSAGES.createFailed);
}

/** Props of the Add Specbook form. */
export type TCreateSpecbookFormProps = {
  userId: number;
  isPro: boolean;
  ProfileField: TProfileField;
  initialProfile?: TProfileOption | null;
  onCreated: (specbook: TSpecbook) => void;
  onCancel?: () => void;
};

/**
 * The Add Specbook form: a profile ('Projects' for pro users), 'Specbook Name', 'Description'
 * and 'Create'. The route's zod schema checks it; a failure toasts its message.
 */
export function CreateSpecbookForm({ userId, isPro, ProfileField, initialProfile = null, onCreated, onCancel }: TCreateSpecbookFormProps) {
  const create = useCreateSpecbook(userId);
  const form = useForm<TCreateSpecbookValues>({
    initialValues: { profile: initialProfile, name: '', description: '' },
    validate: validateCreateSpecbook,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      try {
        const specbook = await create.mutateAsync(toCreatePayload(values));
        notifications.show({ color: 'teal', message: t(SPECBOOK_MESSAGES.created) });
        form.reset();
        onCreated(specbook);
      } catch (error) {
        notifications.show({ color: 'red', message: createFailureMessage(error) });
      }
    },
    (errors) => {
      const first = Object.values(errors).find(Boolean);
      if (first) notifications.show({ color: 'red', message: t(String(first)) });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileField
          userId={userId}
          label={t(profileNoun(isPro, true))}
          value={form.values.profile}
          onChange={(profile) => form.setFieldValue('profile', profile)}
          error={form.errors.profile ? t(String(form.errors.profile)) : undefined}
          onBlur={() => form.validateField('profile')}
          required
        />
        <TextInput label={t('Specbook Name')} placeholder={t('e.g. Master Bath')} {...translatedErrors(form.getInputProps('name'))} />
        <Textarea label={t('Description')} minRows={3} rows={3} {...translatedErrors(form.getInputProps('description'))} />
        <FormActions submitLabel={t('Create')} saving={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
