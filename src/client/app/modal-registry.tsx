import type { ContextModalProps, ModalsProviderProps } from '@mantine/modals';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TModalName } from '#client/lib/modals';
import { ProfileAutocomplete } from '#client/features/profiles/components/profile-autocomplete';
import { CreateSpecbookModal, type TCreateSpecbookModalInner } from '#client/features/specbooks/components/create-specbook-modal';
import { SelectSpecbookModal, type TSelectSpecbookModalInner } from '#client/features/specbooks/components/select-specbook-modal';
import { ManufacturerTypeahead } from '#client/features/catalogue-edit/components/manufacturer-typeahead';
import { DataRequestModal, type TDataRequestModalInner } from '#client/features/support/components/data-request-modal';
import { SupportRequestModal } from '#client/features/support/components/support-request-modal';
import { CreateSpecModal, type TCreateSpecModalInner } from '#client/features/catalogue-edit/components/create-spec-modal';
import { AdvancedAccessModal } from '#client/features/advanced-access/components/advanced-access-modal';
import { currentUserQueryOptions, useCurrentUser } from '#client/features/session/api/get-current-user';

/**
 * Content of the named modals hosted by the global layout (titles and widths are in
 * lib/modals.ts): each feature's modal, with what it needs from other features composed in here.
 */
type TModalComponent = NonNullable<ModalsProviderProps['modals']>[string];

// The specbook modals sit above the session provider: they read the (cached) current user
// themselves and get the profiles feature's picker composed in here.
function AddSpecbookModal(props: ContextModalProps<TCreateSpecbookModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <CreateSpecbookModal {...props} userId={user.data.id} isPro={user.data.hasProRole} ProfileField={ProfileAutocomplete} />;
}

function PickSpecbookModal(props: ContextModalProps<TSelectSpecbookModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <SelectSpecbookModal {...props} userId={user.data.id} isPro={user.data.hasProRole} ProfileField={ProfileAutocomplete} />;
}

// The support modals read the current user (prefill, Price Update by role) and get the
// catalogue-edit feature's manufacturer typeahead composed in.
function DataFetchModal(props: ContextModalProps<TDataRequestModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <DataRequestModal {...props} user={user.data} ManufacturerField={ManufacturerTypeahead} />;
}

function CustomerSupportModal(props: ContextModalProps<Record<string, never>>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <SupportRequestModal {...props} user={user.data} />;
}

function NewSpecModal(props: ContextModalProps<TCreateSpecModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <CreateSpecModal {...props} userId={user.data.id} />;
}

// A valid access code refreshes the current user, whose advancedAccess unlocks the price editors.
function UnlockPricingModal(props: ContextModalProps<Record<string, never>>) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  const onUnlocked = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  return <AdvancedAccessModal {...props} userId={user.data.id} onUnlocked={onUnlocked} />;
}

export const modalRegistry: Record<TModalName, TModalComponent> = {
  'create-spec': NewSpecModal,
  'create-specbook': AddSpecbookModal,
  'create-specbook-new': AddSpecbookModal,
  'select-specbook': PickSpecbookModal,
  'data-request': DataFetchModal,
  'support-request': CustomerSupportModal,
  'advanced-access': UnlockPricingModal,
};
