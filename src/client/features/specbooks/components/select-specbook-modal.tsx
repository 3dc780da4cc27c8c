import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { profileNoun } from '#shared/lib/profile-messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { t } from '#client/lib/i18n';
import type { TProfileField, TProfileOption } from './profile-field';
import { SpecbookAutocomplete, type TSpecbookOption } from './specbook-autocomplete';

/** What the Select Specbook modal hands back. */
export type TSpecbookSelection = { profile: TProfileOption; specbook: TSpecbookOption };

/** What an opener hands the modal: the callback that receives the selection. */
export type TSelectSpecbookModalInner = {
  onSelect?: (selection: TSpecbookSelection) => void;
  profile?: TProfileOption | null;
};

/** Props of the Select Specbook modal body ('select-specbook'). */
export type TSelectSpecbookModalProps = ContextModalProps<TSelectSpecbookModalInner> & {
  userId: number;
  isPro: boolean;
  ProfileField: TProfileField;
};

/** Title of variant B: 'Select Profile and Specbook' ('Project' for pro users). */
export function selectSpecbookTitle(isPro: boolean): string {
  return isPro ? t('Select Project and Specbook') : t('Select Profile and Specbook');
}

/**
 * The Select Specbook modal, variant B (docs/decisions): a profile autocomplete, then a specbook
 * autocomplete of that profile; 'Select' stays disabled until a specbook is chosen and hands the
 * selection to innerProps.onSelect. Leaving the specbook field without a choice shows the spec's
 * error legend above the fields and 'Please select a specbook' under the field.
 */
export function SelectSpecbookModal({ context, id, innerProps, userId, isPro, ProfileField }: TSelectSpecbookModalProps) {
  const [profile, setProfile] = useState<TProfileOption | null>(innerProps?.profile ?? null);
  const [specbook, setSpecbook] = useState<TSpecbookOption | null>(null);
  const [touched, setTouched] = useState(false);

  // The context object is new at every render; its update function is stable.
  const { updateContextModal } = context;
  useEffect(() => {
    updateContextModal({ modalId: id, title: selectSpecbookTitle(isPro) });
  }, [updateContextModal, id, isPro]);

  const chooseProfile = (next: TProfileOption | null) => {
    setProfile(next);
    if (next?.id !== profile?.id) setSpecbook(null);
  };

  const select = () => {
    if (!profile || !specbook) {
      setTouched(true);
      return;
    }
    innerProps?.onSelect?.({ profile, specbook });
    context.closeModal(id);
  };

  const incomplete = touched && (!profile || !specbook);
  return (
    <Stack gap="md">
      {incomplete && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {t(SPECBOOK_MESSAGES.selectionLegend)}
        </Alert>
      )}
      <ProfileField userId={userId} label={t(profileNoun(isPro))} value={profile} onChange={chooseProfile} required />
      <SpecbookAutocomplete
        userId={userId}
        profile={profile}
        value={specbook}
        onChange={setSpecbook}
        onBlur={() => setTouched(true)}
        error={touched && profile && !specbook ? t(SPECBOOK_MESSAGES.selectSpecbook) : undefined}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => context.closeModal(id)}>
          {t('Cancel')}
        </Button>
        <Button onClick={select} disabled={!specbook}>
          {t('Select')}
        </Button>
      </Group>
    </Stack>
  );
}
