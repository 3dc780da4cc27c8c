import type { ContextModalProps } from '@mantine/modals';
import { useLocation, useNavigate } from 'react-router';
import type { TSpecbook } from '#shared/schemas/specbook';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { CreateSpecbookForm } from './create-specbook-form';
import type { TProfileField, TProfileOption } from './profile-field';

/** What an opener may hand the Add Specbook modal. */
export type TCreateSpecbookModalInner = {
  /** Preselected profile. */
  profile?: TProfileOption | null;
  /** Called with the new specbook; when given, the modal does not navigate. */
  onCreated?: (specbook: TSpecbook) => void;
};

/** Props of the Add Specbook modal body ('create-specbook' / 'create-specbook-new'). */
export type TCreateSpecbookModalProps = ContextModalProps<TCreateSpecbookModalInner> & {
  userId: number;
  isPro: boolean;
  ProfileField: TProfileField;
};

/**
 * The Add Specbook modal (spec §2): on success the form resets, the modal closes and the product
 * goes to /v4/specbooks/manage/{id} unless already there.
 */
export function CreateSpecbookModal({ context, id, innerProps, userId, isPro, ProfileField }: TCreateSpecbookModalProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const created = (specbook: TSpecbook) => {
    context.closeModal(id);
    if (innerProps?.onCreated) {
      innerProps.onCreated(specbook);
      return;
    }
    const target = manageSpecbookPath(specbook.id);
    if (location.pathname !== target) navigate(target);
  };
  return (
    <CreateSpecbookForm
      userId={userId}
      isPro={isPro}
      ProfileField={ProfileField}
      initialProfile={innerProps?.profile ?? null}
      onCreated={created}
      onCancel={() => context.closeModal(id)}
    />
  );
}
