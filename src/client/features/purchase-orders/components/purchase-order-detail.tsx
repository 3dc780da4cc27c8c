import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconExternalLink, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { formatDate } from '#shared/lib/dates';
import { formatMoney } from '#shared/lib/money';
import { PDF_JOB_MESSAGES, PURCHASE_ORDER_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { PURCHASE_ORDER_MESSAGES as M, PURCHASE_ORDER_STATUSES, type TPurchaseOrderStatus } from '#shared/lib/purchase-orders';
import { statusLook } from '#shared/lib/statuses';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { t, useLocale } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { usePdfJobDownload } from '#client/lib/use-pdf-job-download';
import { usePurchaseOrder, usePurchaseOrderActions } from '../api/purchase-orders';
import { PO_UI as UI } from '../lib/po-ui';
import { sellerLabel } from './line-seller-select';
import { OrderStatusBadge } from './order-status-badge';
import { PurchaseOrderLines } from './purchase-order-lines';

/** The statuses an order can be set to, in the current language. */
const statusChoices = () => PURCHASE_ORDER_STATUSES.map((value) => ({ value, label: t(statusLook(value).label) }));

/** Props of {@link PurchaseOrderDetail}. */
export type TPurchaseOrderDetailProps = { userId: number; specbookId: number; purchaseOrderId: number; onChanged?: () => void };

/** One figure of the order's totals. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={label}>
        {value}
      </Text>
    </Stack>
  );
}

/** Open e-Specbook, Download PDF (the purchase-order PDF job), Send to vendor, Archive / Restore. */
function OrderActions({ userId, order, actions }: { userId: number; order: TSpecbookPurchaseOrder; actions: ReturnType<typeof usePurchaseOrderActions> }) {
  const pdf = usePdfJobDownload();
  const download = () =>
    void pdf.start({ userId, specbookId: order.id, type: PURCHASE_ORDER_PDF_TYPE, fileName: PDF_JOB_MESSAGES.fileName(order.name), failedMessage: M.pdfFailed });
  const send = () => actions.send.mutate(undefined, { onSuccess: () => toastSuccess(M.sent), onError: (err) => toastFailure(err, M.sendFailed) });
  const archive = () =>
    actions.update.mutate({ archived: !order.archived }, { onSuccess: () => toastSuccess(M.updated), onError: (err) => toastFailure(err, UI.saveFailed) });
  return (
    <Group gap="xs" wrap="wrap">
      <Button component="a" href={order.links.especbook} target="_blank" rel="noopener" variant="default" size="xs" leftSection={<IconExternalLink size={14} />}>
        {UI.openEspecbook}
      </Button>
      <Button variant="default" size="xs" leftSection={<IconFileTypePdf size={14} />} onClick={download} loading={pdf.job !== null}>
        {UI.downloadPdf}
      </Button>
      <Tooltip label={t(M.noVendorEmail)} disabled={order.seller.email !== null} multiline w={240}>
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={send} loading={actions.send.isPending} disabled={order.seller.email === null}>
          {UI.sendToVendor}
        </Button>
      </Tooltip>
      <Button
        variant="subtle"
        size="xs"
        color="gray"
        leftSection={order.archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
        onClick={archive}
        loading={actions.update.isPending}
      >
        {order.archived ? UI.unarchive : UI.archive}
      </Button>
      {pdf.job && <GeneratingPdfOverlay progress={pdf.job.progress} step={pdf.job.step} />}
    </Group>
  );
}

/** One purchase order: its vendor, status (changeable), totals, actions, and its lines with their shipping methods. */
export function PurchaseOrderDetail({ userId, specbookId, purchaseOrderId, onChanged }: TPurchaseOrderDetailProps) {
  const order = usePurchaseOrder(userId, specbookId, purchaseOrderId);
  const actions = usePurchaseOrderActions(userId, specbookId, purchaseOrderId, onChanged);
  const locale = useLocale();
  if (order.isPending) return <Skeleton h={240} radius="md" aria-label={t('Loading purchase order')} />;
  if (order.isError) return <Alert color="red">{t(M.loadFailed)}</Alert>;
  const po = order.data;
  const setStatus = (status: TPurchaseOrderStatus) =>
    actions.update.mutate({ status }, { onSuccess: () => toastSuccess(M.updated), onError: (err) => toastFailure(err, UI.saveFailed) });
  const setMethod = (joinId: number, method: Parameters<typeof actions.shippingMethod.mutate>[0]['method']) =>
    actions.shippingMethod.mutate({ joinId, method }, { onSuccess: () => toastSuccess(UI.shippingSaved), onError: (err) => toastFailure(err, UI.saveFailed) });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={3} fz="lg">
                  {po.name}
                </Title>
                <OrderStatusBadge status={po.status} />
              </Group>
              <Text size="sm">{sellerLabel(po.seller)}</Text>
              <Text size="xs" c="dimmed">
                {[po.seller.email, po.sourceSpecbook ? UI.from(po.sourceSpecbook.name) : null, formatDate(po.createdAt, locale), po.sentAt ? UI.sentOn(formatDate(po.sentAt, locale)) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Select
              size="xs"
              w={190}
              label={UI.statusLabel}
              data={statusChoices()}
              value={po.status}
              allowDeselect={false}
              disabled={actions.update.isPending}
              onChange={(value) => value && value !== po.status && setStatus(value as TPurchaseOrderStatus)}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={UI.columns.specs} value={String(po.specCount)} />
            <Figure label={UI.subtotal} value={formatMoney(po.subtotal, locale)} />
            <Figure label={UI.shipping} value={formatMoney(po.shippingCost, locale)} />
            <Figure label={UI.total} value={formatMoney(po.total, locale)} />
          </SimpleGrid>
          <OrderActions userId={userId} order={po} actions={actions} />
        </Stack>
      </Paper>
      <PurchaseOrderLines lines={po.specs ?? []} onShippingMethod={setMethod} saving={actions.shippingMethod.isPending} />
    </Stack>
  );
}
