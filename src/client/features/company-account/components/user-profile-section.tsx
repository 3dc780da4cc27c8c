import { Button, Group, NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ZUserProfile } from '#shared/schemas/user-patch';
import type { TUser } from '#shared/schemas/user';
import { SectionCard } from '#client/components/ui/section-card';
import { t, useLocale } from '#client/lib/i18n';
import { numberInputProps } from '#client/lib/number-input';
import { useUpdateUserProfile } from '../api/update-user-profile';
import { zodFieldErrors } from '../lib/form-errors';
import { useSavingForm } from './use-saving-form';

/** Values of the profile form: texts as typed; a coordinate is a number, or '' when blank. */
export type TUserProfileValues = {
  fax: string;
  legacyAddress: string;
  latitude: number | string;
  longitude: number | string;
  storeManagerName: string;
  storeManagerEmail: string;
};

/** The user's profile fields as form values. */
export function userProfileValues(user: TUser): TUserProfileValues {
  return {
    fax: user.fax ?? '',
    legacyAddress: user.legacyAddress ?? '',
    latitude: user.latitude ?? '',
    longitude: user.longitude ?? '',
    storeManagerName: user.storeManagerName ?? '',
    storeManagerEmail: user.storeManagerEmail ?? '',
  };
}

/** Checks the values with the server's own rules (docs/decisions/081). */
export function validateUserProfile(values: TUserProfileValues): Record<string, string> {
  return zodFieldErrors(ZUserProfile.safeParse(values));
}

const SAVED = 'Profile saved.';

/**
 * The signed-in user's own fields of spec §3 "User": fax, address, the store's latitude and
 * longitude, and the store manager. Blank fields are sent as '' so that saving clears them.
 */
export function UserProfileSection({ user, onSaved }: { user: TUser; onSaved?: () => void }) {
  const update = useUpdateUserProfile(onSaved);
  const { decimalSeparator } = numberInputProps(useLocale());
  const { form, submit } = useSavingForm<TUserProfileValues, TUser>({
    initial: userProfileValues(user),
    validate: validateUserProfile,
    save: (values) => update.mutateAsync(values),
    stored: userProfileValues,
    saved: SAVED,
  });
  const coordinate = { decimalSeparator, decimalScale: 6, hideControls: true, inputMode: 'decimal' as const };

  return (
    <SectionCard title={t('Your profile')} description={t("Your fax, your store's address and location, and its manager.")}>
      <form onSubmit={submit} noValidate aria-label={t('Your profile')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('Fax')} type="tel" autoComplete="fax tel" {...form.getInputProps('fax')} />
          <Textarea label={t('Address')} autosize minRows={1} maxRows={4} autoComplete="street-address" {...form.getInputProps('legacyAddress')} />
          <NumberInput label={t('Latitude')} description={t('From -90 to 90')} {...coordinate} {...form.getInputProps('latitude')} />
          <NumberInput label={t('Longitude')} description={t('From -180 to 180')} {...coordinate} {...form.getInputProps('longitude')} />
          <TextInput label={t('Store manager name')} autoComplete="off" {...form.getInputProps('storeManagerName')} />
          <TextInput label={t('Store manager email')} type="email" autoComplete="off" {...form.getInputProps('storeManagerEmail')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending}>
            {t('Save profile')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
