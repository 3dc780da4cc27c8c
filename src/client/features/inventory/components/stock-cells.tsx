import { Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { INVENTORY_STATUS_LABELS, INVENTORY_STATUSES, SELLER_MESSAGES as SM, type TInventoryStatus } from '#shared/lib/sellers';
import type { TInventoryItem, TInventoryItemUpdate } from '#shared/schemas/inventory';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastSuccess } from '#client/lib/toasts';

/** The status choices of a stock row, in the current language. */
export const statusOptions = () => INVENTORY_STATUSES.map((value) => ({ value, label: t(INVENTORY_STATUS_LABELS[value]) }));

/** Saves one row's changes; rejects with the API's error. */
export type TSaveStock = (item: TInventoryItem, changes: TInventoryItemUpdate) => Promise<unknown>;

/** The message to show in place for a failed save. */
function messageOf(error: unknown): string {
  const message = error instanceof ApiError ? firstErrorMessage(error.body) : null;
  return t(message ?? 'Could not save.');
}

/** Saves `changes`, toasting `success` (default 'Inventory updated.'); answers the error message, or null. */
async function saveWithToast(save: TSaveStock, item: TInventoryItem, changes: TInventoryItemUpdate, success: string = M.saved): Promise<string | null> {
  try {
    await save(item, changes);
    toastSuccess(success);
    return null;
  } catch (error) {
    return messageOf(error);
  }
}

/**
 * A text cell edited in place: saved on blur or Enter when it changed (Escape restores it), with
 * the server's error under the input. Keyed by its value by the callers, so a saved value resets it.
 */
function InlineTextCell({ value, label, width, toChanges, save, item }: {
  value: string;
  label: string;
  width: number;
  toChanges: (text: string) => TInventoryItemUpdate | string;
  save: TSaveStock;
  item: TInventoryItem;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const commit = async () => {
    if (draft.trim() === value) return setError(null);
    const changes = toChanges(draft.trim());
    setError(typeof changes === 'string' ? changes : await saveWithToast(save, item, changes));
  };
  return (
    <TextInput
      size="xs"
      w={width}
      aria-label={label}
      value={draft}
      error={error}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(value);
          setError(null);
        }
      }}
    />
  );
}

/** The quantity of a row, edited in place (a whole number ≥ 0). */
export function QuantityCell({ item, save }: { item: TInventoryItem; save: TSaveStock }) {
  const toChanges = (text: string) => (/^\d{1,7}$/.test(text) ? { quantity: Number(text) } : t(SM.quantityInvalid));
  return <InlineTextCell key={item.quantity} item={item} save={save} value={String(item.quantity)} label={t('Quantity of {product}', { product: item.spec.name })} width={80} toChanges={toChanges} />;
}

/** The location of a row, edited in place (empty clears it). */
export function LocationCell({ item, save }: { item: TInventoryItem; save: TSaveStock }) {
  return <InlineTextCell key={item.location ?? ''} item={item} save={save} value={item.location ?? ''} label={t('Location of {product}', { product: item.spec.name })} width={130} toChanges={(text) => ({ location: text })} />;
}

/** The status of a row, saved when another is chosen. */
export function StatusCell({ item, save }: { item: TInventoryItem; save: TSaveStock }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Select
      size="xs"
      w={124}
      aria-label={t('Status of {product}', { product: item.spec.name })}
      data={statusOptions()}
      value={item.status}
      allowDeselect={false}
      error={error}
      onChange={(value) => {
        if (value && value !== item.status) void saveWithToast(save, item, { status: value as TInventoryStatus }).then(setError);
      }}
    />
  );
}

/**
 * Whether a row is listed on the Specmarket (docs/decisions/086), switched in place; the server's
 * refusal (no price, no quantity, a brand that does not sell on the marketplace) shows under it.
 * `showLabel` writes the label beside the switch (the phone card); the table has it in the header.
 */
export function ListedCell({ item, save, showLabel = false }: { item: TInventoryItem; save: TSaveStock; showLabel?: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const toggle = async (listed: boolean) => {
    setPending(true);
    setError(await saveWithToast(save, item, { listed }, listed ? M.listed : M.unlisted));
    setPending(false);
  };
  return (
    <Switch
      size="sm"
      checked={item.listed}
      disabled={pending}
      label={showLabel ? t(M.listedLabel) : undefined}
      aria-label={t('{label}: {product}', { label: t(M.listedLabel), product: `${item.spec.name} ${item.spec.modelNumber}` })}
      error={error}
      maw={showLabel ? undefined : 220}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}
