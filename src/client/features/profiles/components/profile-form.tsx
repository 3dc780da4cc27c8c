import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useForm } from '@mantine/form';
import { PROFILE_TYPE_LABELS, PROFILE_TYPES, type TProfileType } from '#shared/lib/profile-messages';
import { ZProfileCreate, type TProfile, type TProfileCreateInput } from '#shared/schemas/profile';
import { zodFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';

/** Values of the profile form. */
type TProfileValues = {
  name: string;
  email: string;
  phone: string;
  fax: string;
  address: string;
  contact: string;
  type: TProfileType | null;
  public: boolean;
};

/** The type options, labelled in the interface's language. */
const typeOptions = () => PROFILE_TYPES.map((type) => ({ value: type, label: t(PROFILE_TYPE_LABELS[type]) }));

function toValues(p: TProfile | null): TProfileValues {
  return {
    name: p?.name ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    fax: p?.fax ?? '',
    address: p?.address ?? '',
    contact: p?.contact ?? '',
    type: (p?.type as TProfileType | null | undefined) ?? null,
    public: p?.public ?? false,
  };
}

/** The request body: blanks are sent as null so that an edit clears them. */
function toPayload(v: TProfileValues): TProfileCreateInput {
  const blank = (s: string) => (s.trim() === '' ? null : s);
  return {
    name: v.name,
    email: blank(v.email),
    phone: blank(v.phone),
    fax: blank(v.fax),
    address: blank(v.address),
    contact: blank(v.contact),
    type: v.type,
    public: v.public,
  };
}

/** Props of the profile form: `initial` null creates one. */
export type TProfileFormProps = {
  initial: TProfile | null;
  /** 'Profile', or 'Project' for pro users (the English source). */
  noun: string;
  saving: boolean;
  onSubmit: (profile: TProfileCreateInput) => Promise<Record<string, string> | void>;
  onCancel: () => void;
};

/**
 * The profile form (spec §5 "Profile (profiles.editCreate)"): name (required, ≤ 100), e-mail,
 * phone and fax (phone pattern), address (≤ 100), contact, type and public. Checked with the
 * server's schema; server field errors land on their fields.
 */
export function ProfileForm({ initial, noun, saving, onSubmit, onCancel }: TProfileFormProps) {
  const form = useForm<TProfileValues>({
    initialValues: toValues(initial),
    validate: (v) => zodFieldErrors(ZProfileCreate, toPayload(v)),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(toPayload(values));
    if (errors) form.setErrors(errors);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t(noun)}>
      <Stack gap="sm">
        <TextInput label={t('Name')} required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('Email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('Contact')} {...form.getInputProps('contact')} />
          <TextInput label={t('Phone')} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('Fax')} type="tel" {...form.getInputProps('fax')} />
        </SimpleGrid>
        <TextInput label={t('Address')} {...form.getInputProps('address')} />
        <Select label={t('Type')} placeholder={t('Customer or project')} clearable data={typeOptions()} {...form.getInputProps('type')} />
        <ToggleSwitch label={t('Public')} {...form.getInputProps('public', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          {/* No blur on mousedown: a blur check would show an error and move the button away before the click. */}
          <Button variant="default" onMouseDown={(e) => e.preventDefault()} onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {initial ? t('Save') : noun === 'Project' ? t('Create project') : t('Create profile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
