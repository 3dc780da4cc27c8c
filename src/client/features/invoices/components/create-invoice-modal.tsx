import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, fromCents } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import type { TInvoicePreview } from '#shared/schemas/invoice';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { newIdempotencyKey, useCreateInvoice, useInvoicePreview } from '../api/invoices';
import { draftTotals } from '../lib/draft-totals';
import { INVOICE_UI as UI } from '../lib/invoice-ui';

/** Props of {@link CreateInvoiceModal}. */
export type TCreateInvoiceModalProps = {
  opened: boolean;
  onClose: () => void;
  userId: number;
  specbookId: number;
  onCreated: (invoiceId: number) => void;
  onChanged?: () => void;
};

type TLine = TInvoicePreview['lines'][number];
const keyOf = (line: TLine) => `${line.source}:${line.id}`;

/** A line to check: its label, quantity × unit price, and whether it is the shipping line. */
function lineLabel(line: TLine, locale: TLocale): string {
  const text = `${line.label} · ${line.quantity} × ${formatMoney(line.unitPrice, locale)}`;
  return line.isShipping ? t('{line} (shipping)', { line: text }) : text;
}

/** The figures of the would-be invoice. */
function DraftTotals({ preview, unchecked, fee }: { preview: TInvoicePreview; unchecked: Set<string>; fee: string }) {
  const excluded = {
    specs: preview.lines.filter((l) => l.source === 'spec' && unchecked.has(keyOf(l))).map((l) => l.id),
    lineItems: preview.lines.filter((l) => l.source === 'lineItem' && unchecked.has(keyOf(l))).map((l) => l.id),
  };
  const totals = draftTotals(preview, excluded, fee);
  const locale = useLocale();
  const T = UI.totals;
  const figures: [string, number][] = [
    [t(T.subtotal), totals.subtotalCents],
    [t('Tax ({rate})', { rate: `${preview.taxRate}%` }), totals.taxCents],
    [t(T.shipping), totals.shippingCents],
    [t(T.fee), totals.feeCents],
    [t(T.total), totals.totalCents],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label={t('Invoice totals')}>
      {figures.map(([label, cents]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={label === t(T.total) ? 800 : 600} aria-label={t('{figure} of the new invoice', { figure: label })}>
            {formatMoney(fromCents(cents), locale)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The dialog's form once the preview is in: checkboxes (checked unless already invoiced), due date, fee, totals. */
function CreateForm({ preview, userId, specbookId, onCreated, onChanged }: { preview: TInvoicePreview } & Omit<TCreateInvoiceModalProps, 'opened' | 'onClose'>) {
  // Lines another invoice already bills start unchecked: a second invoice bills what is left.
  const [unchecked, setUnchecked] = useState<Set<string>>(() => new Set(preview.lines.filter((l) => l.invoicedOn !== null).map(keyOf)));
  const [due, setDue] = useState('');
  const [fee, setFee] = useState('');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateInvoice(userId, specbookId, onChanged);
  const locale = useLocale();
  if (preview.lines.length === 0) return <Alert color="yellow">{t(UI.nothingApproved)}</Alert>;
  const toggle = (line: TLine) => {
    const next = new Set(unchecked);
    if (next.has(keyOf(line))) next.delete(keyOf(line));
    else next.add(keyOf(line));
    setUnchecked(next);
  };
  const submit = () => {
    const excluded = (source: TLine['source']) => preview.lines.filter((l) => l.source === source && unchecked.has(keyOf(l))).map((l) => l.id);
    create.mutate(
      { due: due || undefined, fee: fee.trim() || undefined, excludedSpecs: excluded('spec'), excludedLineItems: excluded('lineItem'), idempotencyKey },
      {
        onSuccess: (invoice) => {
          toastSuccess(UI.created);
          onCreated(invoice.id);
        },
        onError: (err) => toastFailure(err, UI.failed),
      },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(UI.createHelp)}
      </Text>
      <Stack gap={6} role="group" aria-label={t('Lines to invoice')}>
        {preview.lines.map((line) => (
          <Checkbox
            key={keyOf(line)}
            checked={!unchecked.has(keyOf(line))}
            onChange={() => toggle(line)}
            label={lineLabel(line, locale)}
            description={line.invoicedOn ? UI.alreadyInvoiced(line.invoicedOn) : undefined}
          />
        ))}
      </Stack>
      <Group grow align="flex-start">
        <TextInput type="date" label={t(UI.dueLabel)} description={t(UI.dueHelp)} value={due} onChange={(e) => setDue(e.currentTarget.value)} />
        <TextInput label={t(UI.feeLabel)} placeholder="0.00" inputMode="decimal" value={fee} onChange={(e) => setFee(e.currentTarget.value)} />
      </Group>
      <DraftTotals preview={preview} unchecked={unchecked} fee={fee} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending} disabled={unchecked.size === preview.lines.length}>
          {t(UI.createSubmit)}
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Create invoice': the approved specs and line items, checked unless another invoice bills them; unchecked ones are left out (notin filters). */
export function CreateInvoiceModal(props: TCreateInvoiceModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(UI.createTitle)} size="lg">
      {props.opened && <CreateInvoiceBody {...props} />}
    </Modal>
  );
}

/** The dialog's body: the preview, then the form. */
function CreateInvoiceBody(props: TCreateInvoiceModalProps) {
  const preview = useInvoicePreview(props.userId, props.specbookId);
  if (preview.isPending) return <Skeleton h={160} aria-label={t('Loading')} />;
  if (preview.isError) return <Alert color="red">{t(UI.loadFailed)}</Alert>;
  return <CreateForm preview={preview.data} userId={props.userId} specbookId={props.specbookId} onCreated={props.onCreated} onChanged={props.onChanged} />;
}
