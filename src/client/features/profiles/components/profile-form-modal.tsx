import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PROFILE_MESSAGES as M } from '#shared/lib/profile-messages';
import type { TProfile } from '#shared/schemas/profile';
import { serverFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useSaveProfile } from '../api/profile-pages';
import { ProfileForm } from './profile-form';

/** Props of the profile modal: `profile` null creates one. */
export type TProfileFormModalProps = {
  userId: number;
  opened: boolean;
  profile: TProfile | null;
  /** 'Profile', or 'Project' for pro users (the English source). */
  noun: string;
  onClose: () => void;
  onSaved?: (profile: TProfile) => void;
};

/** 'Edit profile', 'New project'…: one whole title per noun, in the interface's language. */
function modalTitle(noun: string, editing: boolean): string {
  if (noun === 'Project') return editing ? t('Edit project') : t('New project');
  return editing ? t('Edit profile') : t('New profile');
}

/** Creates or edits a profile in a modal (full screen below 768 px). */
export function ProfileFormModal({ userId, opened, profile, noun, onClose, onSaved }: TProfileFormModalProps) {
  const save = useSaveProfile(userId);
  const fullScreen = useMediaQuery('(max-width: 767px)');
  const submit = async (input: Parameters<typeof save.mutateAsync>[0]['profile']) => {
    try {
      const saved = await save.mutateAsync({ id: profile?.id ?? null, profile: input });
      toastSuccess(profile ? M.updated : M.created);
      onClose();
      onSaved?.(saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      toastFailure(error, profile ? M.saveFailed : M.createFailed);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} fullScreen={fullScreen} size="lg" title={modalTitle(noun, profile !== null)}>
      {opened && <ProfileForm initial={profile} noun={noun} saving={save.isPending} onSubmit={submit} onCancel={onClose} />}
    </Modal>
  );
}
