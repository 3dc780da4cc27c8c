import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import { ZPriceGroupCreate, type TPriceGroup, type TPriceGroupCreateInput } from '#shared/schemas/price-group';
import { ApiError } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { useSavePriceGroup } from '../api/price-groups';
import { decimalFormat } from '../lib/numbers';

type TValues = { name: string; multiplier: number | string; profit: number | string };

function toPayload(v: TValues): TPriceGroupCreateInput {
  return { name: v.name, multiplier: v.multiplier === '' ? undefined : String(v.multiplier), profit: v.profit === '' ? null : String(v.profit) };
}

function validate(v: TValues): Record<string, string> {
  const result = ZPriceGroupCreate.safeParse(toPayload(v));
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= t(issue.message);
  return errors;
}

/** Props of {@link PriceGroupModal}: `group` null creates one. */
export type TPriceGroupModalProps = { userId: number; opened: boolean; group: TPriceGroup | null; onClose: () => void; onSaved: (group: TPriceGroup) => void };

/** Create or edit a price group: name, default multiplier (sale = list × multiplier) and profit. */
export function PriceGroupModal({ userId, opened, group, onClose, onSaved }: TPriceGroupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={group ? t('Edit price group') : t('New price group')} fullScreen={false}>
      {opened && <PriceGroupForm key={group?.id ?? 'new'} userId={userId} group={group} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PriceGroupForm({ userId, group, onClose, onSaved }: Omit<TPriceGroupModalProps, 'opened'>) {
  const save = useSavePriceGroup(userId);
  const form = useForm<TValues>({
    initialValues: { name: group?.name ?? '', multiplier: group ? Number(group.multiplier) : 1, profit: group?.profit === null || !group ? '' : Number(group.profit) },
    validate,
    validateInputOnBlur: true,
  });
  const locale = useLocale();
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: group?.id ?? null, group: toPayload(values) });
      toastSuccess(group ? M.updated : M.created);
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [field, t(message)])));
      else toastFailure(error, M.loadFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Name')} required data-autofocus {...form.getInputProps('name')} />
        <NumberInput
          label={t('Multiplier')}
          description={t('Sale price = list price × multiplier')}
          {...decimalFormat(locale)}
          min={0}
          decimalScale={4}
          allowNegative={false}
          {...form.getInputProps('multiplier')}
        />
        <NumberInput
          label={t('Profit')}
          description={t('Margin on cost, for manufacturers priced from cost')}
          {...decimalFormat(locale)}
          suffix="%"
          max={99.99}
          decimalScale={2}
          {...form.getInputProps('profit')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t('Save') : t('Create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
