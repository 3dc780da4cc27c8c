import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import type { TLineItemStatusValue } from '#shared/lib/line-items';
import { ZLineItemCreate, type TLineItem, type TLineItemCreateInput } from '#shared/schemas/line-item';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { t, useLocale } from '#client/lib/i18n';
import { moneyInputProps } from '#client/lib/number-input';
import { toastFailure } from '#client/lib/toasts';
import { useSaveLineItem } from '../api/line-items';

type TValues = {
  name: string;
  quantity: number | string;
  listPrice: number | string;
  salePrice: number | string;
  isTaxable: boolean;
  isShipping: boolean;
  status: TLineItemStatusValue;
};

const STATUS_OPTIONS: { value: TLineItemStatusValue; label: string }[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'quoted', label: 'Quoted' },
];

/** The status options with their labels in the interface's language. */
function statusOptions(): { value: TLineItemStatusValue; label: string }[] {
  return STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
}

/** The form's values as the shared create body (blank prices are null). */
function toPayload(v: TValues): TLineItemCreateInput {
  const price = (value: number | string) => (value === '' ? null : String(value));
  return {
    name: v.name,
    quantity: v.quantity === '' ? Number.NaN : Number(v.quantity),
    listPrice: price(v.listPrice),
    salePrice: price(v.salePrice),
    isTaxable: v.isTaxable,
    isShipping: v.isShipping,
    status: v.status,
  };
}

function initialValues(item: TLineItem | null): TValues {
  return {
    name: item?.name ?? '',
    quantity: item?.quantity ?? 1,
    listPrice: item?.listPrice ?? '',
    salePrice: item?.salePrice ?? '',
    isTaxable: item?.isTaxable ?? false,
    isShipping: item?.isShipping ?? false,
    status: item?.status.specbookLineStatusId === 1 ? 'quoted' : 'approved',
  };
}

/** Props of {@link LineItemModal}: `item` null adds one. */
export type TLineItemModalProps = { userId: number; specbookId: number; opened: boolean; item: TLineItem | null; onClose: () => void };

/** Add or edit a line item: name, quantity, list and sale price, taxable, shipping and status. */
export function LineItemModal({ opened, onClose, ...props }: TLineItemModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={props.item ? t('Edit line item') : t('Add line item')}>
      {opened && <LineItemForm key={props.item?.id ?? 'new'} {...props} onClose={onClose} />}
    </Modal>
  );
}

function LineItemForm({ userId, specbookId, item, onClose }: Omit<TLineItemModalProps, 'opened'>) {
  const save = useSaveLineItem(userId, specbookId);
  const locale = useLocale();
  const form = useForm<TValues>({
    initialValues: initialValues(item),
    validate: (v) => zodFieldErrors(ZLineItemCreate, toPayload(v)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, item: toPayload(values) });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(fields);
      else toastFailure(error, item ? M.updateFailed : M.addFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Name')} placeholder={t('Installation labour')} required data-autofocus {...form.getInputProps('name')} />
        <NumberInput label={t('Quantity')} min={1} allowDecimal={false} allowNegative={false} required {...form.getInputProps('quantity')} />
        <Group grow align="flex-start">
          <NumberInput label={t('List price')} min={0} decimalScale={2} allowNegative={false} {...moneyInputProps(locale)} {...form.getInputProps('listPrice')} />
          <NumberInput label={t('Sale price')} min={0} decimalScale={2} allowNegative={false} {...moneyInputProps(locale)} {...form.getInputProps('salePrice')} />
        </Group>
        <Select label={t('Status')} data={statusOptions()} allowDeselect={false} {...form.getInputProps('status')} />
        <Checkbox label={t('Taxable')} description={t("The specbook's tax rate applies to it")} {...form.getInputProps('isTaxable', { type: 'checkbox' })} />
        <Checkbox label={t('Shipping')} description={t('Counts as shipping (a delivery charge) rather than in the subtotal')} {...form.getInputProps('isShipping', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t('Save') : t('Add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
