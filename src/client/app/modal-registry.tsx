import type { ContextModalProps, ModalsProviderProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, type FunctionComponent } from 'react';
import { ContentLoader } from '#client/components/ui/content-loader';
import { t } from '#client/lib/i18n';
import { modalTitle, type TModalName } from '#client/lib/modals';
import type { TCreateSpecbookModalInner } from '#client/features/specbooks/components/create-specbook-modal';
import type { TSelectSpecbookModalInner } from '#client/features/specbooks/components/select-specbook-modal';
import type { TDataRequestModalInner } from '#client/features/support/components/data-request-modal';
import type { TCreateSpecModalInner } from '#client/features/catalogue-edit/components/create-spec-modal';
import { currentUserQueryOptions, useCurrentUser } from '#client/features/session/api/get-current-user';

// Each modal's code (forms, the rich text editor, the dropzone) loads when the modal first opens,
// not with the app (docs/decisions/044). A failed load (a deploy replaced the chunk) reaches the
// route's error element, which reloads the page or offers a reload.
const ProfileAutocomplete = lazy(() => import('#client/features/profiles/components/profile-autocomplete').then((m) => ({ default: m.ProfileAutocomplete })));
const CreateSpecbookModal = lazy(() => import('#client/features/specbooks/components/create-specbook-modal').then((m) => ({ default: m.CreateSpecbookModal })));
const SelectSpecbookModal = lazy(() => import('#client/features/specbooks/components/select-specbook-modal').then((m) => ({ default: m.SelectSpecbookModal })));
const ManufacturerTypeahead = lazy(() =>
  import('#client/features/catalogue-edit/components/manufacturer-typeahead').then((m) => ({ default: m.ManufacturerTypeahead })),
);
const DataRequestModal = lazy(() => import('#client/features/support/components/data-request-modal').then((m) => ({ default: m.DataRequestModal })));
const SupportRequestModal = lazy(() => import('#client/features/support/components/support-request-modal').then((m) => ({ default: m.SupportRequestModal })));
const CreateSpecModal = lazy(() => import('#client/features/catalogue-edit/components/create-spec-modal').then((m) => ({ default: m.CreateSpecModal })));
const AdvancedAccessModal = lazy(() => import('#client/features/advanced-access/components/advanced-access-modal').then((m) => ({ default: m.AdvancedAccessModal })));

/**
 * The modal content, with a loader while its lazily loaded parts arrive. The title and the close
 * button's name are set again in the current language (lib/modals.ts writes the English).
 */
function suspended<I extends object>(name: TModalName, Content: FunctionComponent<ContextModalProps<I>>): FunctionComponent<ContextModalProps<I>> {
  function Suspended(props: ContextModalProps<I>) {
    const isPro = useCurrentUser().data?.hasProRole ?? false;
    // The context object is new at every render; its update function is stable.
    const { updateContextModal } = props.context;
    const { id } = props;
    useLayoutEffect(() => {
      updateContextModal({ modalId: id, title: t(modalTitle(name, isPro)), closeButtonProps: { 'aria-label': t('Close dialog') } });
    }, [updateContextModal, id, isPro]);
    return (
      <Suspense fallback={<ContentLoader />}>
        <Content {...props} />
      </Suspense>
    );
  }
  Suspended.displayName = `Suspended(${Content.displayName ?? Content.name})`;
  return Suspended;
}

/**
 * Content of the named modals hosted by the global layout (titles and widths are in
 * lib/modals.ts): each feature's modal, with what it needs from other features composed in here.
 */
type TModalComponent = NonNullable<ModalsProviderProps['modals']>[string];

// The specbook modals sit above the session provider: they read the (cached) current user
// themselves and get the profiles feature's picker composed in here.
function AddSpecbookModal(props: ContextModalProps<TCreateSpecbookModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <ContentLoader />;
  return <CreateSpecbookModal {...props} userId={user.data.id} isPro={user.data.hasProRole} ProfileField={ProfileAutocomplete} />;
}

function PickSpecbookModal(props: ContextModalProps<TSelectSpecbookModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <ContentLoader />;
  return <SelectSpecbookModal {...props} userId={user.data.id} isPro={user.data.hasProRole} ProfileField={ProfileAutocomplete} />;
}

// The support modals read the current user (prefill, Price Update by role) and get the
// catalogue-edit feature's manufacturer typeahead composed in.
function DataFetchModal(props: ContextModalProps<TDataRequestModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <ContentLoader />;
  return <DataRequestModal {...props} user={user.data} ManufacturerField={ManufacturerTypeahead} />;
}

function CustomerSupportModal(props: ContextModalProps<Record<string, never>>) {
  const user = useCurrentUser();
  if (!user.data) return <ContentLoader />;
  return <SupportRequestModal {...props} user={user.data} />;
}

function NewSpecModal(props: ContextModalProps<TCreateSpecModalInner>) {
  const user = useCurrentUser();
  if (!user.data) return <ContentLoader />;
  return <CreateSpecModal {...props} userId={user.data.id} />;
}

// A valid access code refreshes the current user, whose advancedAccess unlocks the price editors.
function UnlockPricingModal(props: ContextModalProps<Record<string, never>>) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (!user.data) return <ContentLoader />;
  const onUnlocked = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  return <AdvancedAccessModal {...props} userId={user.data.id} onUnlocked={onUnlocked} />;
}

/** The content of each named modal, keyed by name. */
export const modalRegistry: Record<TModalName, TModalComponent> = {
  'create-spec': suspended('create-spec', NewSpecModal),
  'create-specbook': suspended('create-specbook', AddSpecbookModal),
  'create-specbook-new': suspended('create-specbook-new', AddSpecbookModal),
  'select-specbook': suspended('select-specbook', PickSpecbookModal),
  'data-request': suspended('data-request', DataFetchModal),
  'support-request': suspended('support-request', CustomerSupportModal),
  'advanced-access': suspended('advanced-access', UnlockPricingModal),
};
