import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZContactCreate, type TContact } from '#shared/schemas/contact';
import { t } from '#client/lib/i18n';

/** Field errors (the shared rules' or the server's English messages) in the interface's language. */
function translated(errors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t(String(message))]));
}

/** The form's values: every field a string ('' = not given). */
export type TContactFormValues = { name: string; title: string; companyName: string; email: string; phone: string };

/** The form's values of an existing contact, or empty ones. */
export function contactToValues(c: TContact | null): TContactFormValues {
  return { name: c?.name ?? '', title: c?.title ?? '', companyName: c?.companyName ?? '', email: c?.email ?? '', phone: c?.phone ?? '' };
}

/** Props of {@link ContactForm}. */
export type TContactFormProps = {
  initial: TContactFormValues;
  submitLabel: string;
  saving: boolean;
  /** Saves; answers the server's field errors to show, or nothing when saved. */
  onSubmit: (values: TContactFormValues) => Promise<Record<string, string> | undefined>;
  onCancel: () => void;
};

/** The shared rules as the form's validator (English messages). */
const resolve = schemaResolver(ZContactCreate, { sync: true });

/** Name (required), title, company, e-mail and phone of a person, checked by the shared rules. */
export function ContactForm({ initial, submitLabel, saving, onSubmit, onCancel }: TContactFormProps) {
  const form = useForm<TContactFormValues>({ initialValues: initial, validate: (values) => translated(resolve(values)) });
  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(translated(errors));
  });
  return (
    <form onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput label={t('Name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('Title')} {...form.getInputProps('title')} />
          <TextInput label={t('Company')} {...form.getInputProps('companyName')} />
          <TextInput label={t('Email')} inputMode="email" {...form.getInputProps('email')} />
          <TextInput label={t('Phone')} inputMode="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="xs" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
