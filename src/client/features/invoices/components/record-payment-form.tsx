import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MANUAL_PAYMENT_METHODS, type TPaymentCreate } from '#shared/schemas/invoice';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { newIdempotencyKey } from '../api/invoices';
import { moneyInputProps } from '#client/lib/number-input';
import { INVOICE_UI as UI } from '../lib/invoice-ui';

/** Props of {@link RecordPaymentForm}. */
export type TRecordPaymentFormProps = {
  /** The balance due ("253.50"): the amount offered first. */
  balance: string;
  submit: (input: TPaymentCreate & { idempotencyKey: string }) => Promise<unknown>;
};

/** Record a manual payment: method, amount (the balance by default) and reference. */
export function RecordPaymentForm({ balance, submit }: TRecordPaymentFormProps) {
  const [method, setMethod] = useState<TPaymentCreate['method']>('check');
  const [amount, setAmount] = useState<string | number>(balance);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  // One key per payment typed: a retried click of the same payment records it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const onSubmit = async () => {
    setBusy(true);
    try {
      await submit({ method, amount: String(amount), reference: reference.trim() || null, idempotencyKey });
      toastSuccess(UI.recorded);
      setIdempotencyKey(newIdempotencyKey());
      setReference('');
    } catch (err) {
      toastFailure(err, UI.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      aria-label={t(UI.recordTitle)}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t(UI.method)}
          w={120}
          allowDeselect={false}
          value={method}
          onChange={(v) => v && setMethod(v as TPaymentCreate['method'])}
          data={MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(UI.methods[m]) }))}
        />
        <NumberInput label={t(UI.amount)} w={140} min={0} decimalScale={2} {...moneyInputProps(locale)} value={amount} onChange={setAmount} />
        <TextInput label={t(UI.reference)} w={160} value={reference} onChange={(e) => setReference(e.currentTarget.value)} />
        <Button type="submit" loading={busy}>
          {t(UI.record)}
        </Button>
      </Group>
    </form>
  );
}
