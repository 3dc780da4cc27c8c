import { Modal } from '@mantine/core';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller, TSellerCreateInput } from '#shared/schemas/seller';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useSaveSeller } from '../api/save-seller';
import { EMPTY_VENDOR, VendorForm, vendorToValues } from './vendor-form';

/** Props of {@link VendorModal}. */
export type TVendorModalProps = {
  userId: number;
  opened: boolean;
  /** The vendor being edited; null: a new one. */
  seller: TSeller | null;
  onClose: () => void;
  onSaved?: (seller: TSeller) => void;
};

/** Creates or edits a vendor in a modal; server field errors go back to the form. */
export function VendorModal({ userId, opened, seller, onClose, onSaved }: TVendorModalProps) {
  const save = useSaveSeller(userId);
  const submit = async (values: TSellerCreateInput) => {
    try {
      const saved = await save.mutateAsync({ id: seller?.id ?? null, seller: values });
      toastSuccess(M.saved);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      if (Object.keys(fields).length > 0) return fields;
      toastFailure(err, M.saveFailed);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={seller ? t('Edit {name}', { name: seller.name }) : t('New vendor')} size="lg">
      <VendorForm
        key={seller?.id ?? 'new'}
        initial={seller ? vendorToValues(seller) : EMPTY_VENDOR}
        submitLabel={seller ? t('Save vendor') : t('Create vendor')}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
