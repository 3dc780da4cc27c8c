import type { ContextModalProps, ModalsProviderProps } from '@mantine/modals';
import { Center, Loader } from '@mantine/core';
import { createShellModal } from '#client/components/ui/shell-modal-body';
import type { TModalName } from '#client/lib/modals';
import { ProfileAutocomplete } from '#client/features/profiles/components/profile-autocomplete';
import { useCurrentUser } from '#client/features/session/api/get-current-user';
import { CreateSpecbookModal, type TCreateSpecbookModalInner } from '#client/features/specbooks/components/create-specbook-modal';
import { SelectSpecbookModal, type TSelectSpecbookModalInner } from '#client/features/specbooks/components/select-specbook-modal';
import { CreateSpecModal, type TCreateSpecModalInner } from '#client/features/catalogue-edit/components/create-spec-modal';

/**
 * Content of the named modals hosted by the global layout. Titles and widths are in
 * lib/modals.ts. The forms themselves belong to later issues: replace an entry here with the
 * feature's component (e.g. features/specs/components/create-spec-modal.tsx) when it lands.
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

function NewSpecModal(props: ContextModalProps<TCreateSpecModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <Center py="lg"><Loader size="sm" /></Center>;
  return <CreateSpecModal {...props} userId={user.data.id} />;
}

export const modalRegistry: Record<TModalName, TModalComponent> = {
  'create-spec': NewSpecModal,
  'create-specbook': AddSpecbookModal,
  'create-specbook-new': AddSpecbookModal,
  'select-specbook': PickSpecbookModal,
  'data-request': createShellModal(
    'Ask our team to collect missing product data: images, UPC, specification sheets, installation and warranty documents.',
  ),
  'support-request': createShellModal('Send a question or report a problem to our customer support team.'),
};
