import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { SHIPPING_MESSAGES as M } from '#shared/lib/shipping-messages';
import type { TShippingCost, TShippingDiscount } from '#shared/schemas/shipping';
import { PageHeader } from '#client/components/ui/page-header';
import { serverFieldErrors } from '#client/lib/form-errors';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useDeleteDiscount, useGlobalDiscounts, useSaveShipping, useShippingList, useToggleShipping, type TShippingKind } from '../api/shipping';
import { ShippingCostForm, ShippingDiscountForm, type TSubmitResult } from './shipping-forms';
import { GlobalDiscountList, ShippingCostTable, ShippingDiscountTable } from './shipping-tables';
import { PAGE_TITLES } from '#shared/lib/page-titles';
import { t } from '#client/lib/i18n';

/** Modal width breakpoint (spec §9: 768 px): full screen below it. */
const MODAL_BREAKPOINT = '(max-width: 767px)';

type TEditing = { kind: 'cost'; record: TShippingCost | null } | { kind: 'discount'; record: TShippingDiscount | null } | null;

/** Server field errors for the form, or a toast when there are none. */
function failureToFieldErrors(error: unknown): Record<string, string> | void {
  const fields = serverFieldErrors(error);
  if (fields) return fields;
  toastFailure(error, M.saveFailed);
}

function Section({ title, description, action, children }: { title: string; description: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** A cursor list's rows, loader, error, empty text and 'Load more'. */
function ListBody<R>({ kind, userId, empty, render }: { kind: TShippingKind; userId: number; empty: string; render: (rows: R[]) => ReactNode }) {
  const list = useShippingList(userId, kind);
  if (list.isPending) return <Center py="md"><Loader size="sm" aria-label={t('Loading')} /></Center>;
  if (list.isError) return <Alert color="red" title={t(M.loadFailed)}>{t('Please try again in a moment.')}</Alert>;
  const rows = list.data.pages.flatMap((p) => p.list) as R[];
  if (rows.length === 0) return <Text size="sm" c="dimmed" py="sm">{empty}</Text>;
  return (
    <>
      {render(rows)}
      {list.hasNextPage && (
        <Center mt="sm">
          <Button variant="default" size="xs" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('Load more')}
          </Button>
        </Center>
      )}
    </>
  );
}

/**
 * The shipping center (/v4/shipping): the account's shipping costs and shipping discounts (add,
 * edit, turn on or off; discounts can be deleted) and the platform's global discounts.
 * Not available to ROLE_PRO users (spec §6): they see why, and nothing is fetched.
 */
export function ShippingCenter({ userId, isPro }: { userId: number; isPro: boolean }) {
  if (!isPro) return <ShippingManager userId={userId} />;
  return (
    <>
      <PageHeader title={t(PAGE_TITLES.shipping)} />
      <Alert color="gray" icon={<IconTruckDelivery size={18} />}>
        {t(M.proForbidden)}
      </Alert>
    </>
  );
}

function ShippingManager({ userId }: { userId: number }) {
  const [editing, setEditing] = useState<TEditing>(null);
  const fullScreen = useMediaQuery(MODAL_BREAKPOINT);
  const saveCost = useSaveShipping(userId, 'cost');
  const saveDiscount = useSaveShipping(userId, 'discount');
  const toggleCost = useToggleShipping(userId, 'cost');
  const toggleDiscount = useToggleShipping(userId, 'discount');
  const remove = useDeleteDiscount(userId);
  const global = useGlobalDiscounts(userId);

  const save = async (run: () => Promise<unknown>, message: string): TSubmitResult => {
    try {
      await run();
      toastSuccess(message);
      setEditing(null);
    } catch (error) {
      return failureToFieldErrors(error);
    }
  };
  const toggle = (kind: TShippingKind) => (row: { id: number }, active: boolean) =>
    (kind === 'cost' ? toggleCost : toggleDiscount).mutate({ id: row.id, active });
  const confirmDelete = (d: TShippingDiscount) =>
    modals.openConfirmModal({
      title: t('Delete shipping discount'),
      children: <Text size="sm">{t('Delete “{name}”? This cannot be undone.', { name: d.name })}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(d.id, { onSuccess: () => toastSuccess(M.discountDeleted), onError: (e) => toastFailure(e, M.deleteFailed) }),
    });

  return (
    <>
      <PageHeader title={t(PAGE_TITLES.shipping)} description={t('The shipping costs you charge and the shipping discounts you give on orders.')} />
      <Stack gap="lg">
        <Section
          title={t('Shipping costs')}
          description={t('What a shipment costs, by shipping method.')}
          action={<Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ kind: 'cost', record: null })}>{t('Add cost')}</Button>}
        >
          <ListBody<TShippingCost>
            kind="cost"
            userId={userId}
            empty={t('No shipping costs yet. Add what you charge for delivery, shipping or pick up.')}
            render={(rows) => <ShippingCostTable rows={rows} onEdit={(record) => setEditing({ kind: 'cost', record })} onToggle={toggle('cost')} />}
          />
        </Section>
        <Section
          title={t('Shipping discounts')}
          description={t('Money or a percent off shipping, for every order or from an order subtotal.')}
          action={<Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ kind: 'discount', record: null })}>{t('Add discount')}</Button>}
        >
          <ListBody<TShippingDiscount>
            kind="discount"
            userId={userId}
            empty={t('No shipping discounts yet.')}
            render={(rows) => (
              <ShippingDiscountTable rows={rows} onEdit={(record) => setEditing({ kind: 'discount', record })} onToggle={toggle('discount')} onDelete={confirmDelete} />
            )}
          />
        </Section>
        {global.data && global.data.length > 0 && (
          <Section title={t('Global discounts')} description={t('Discounts the platform applies to every seller’s orders.')}>
            <GlobalDiscountList rows={global.data} />
          </Section>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        fullScreen={fullScreen}
        title={editing?.kind === 'discount' ? (editing.record ? t('Edit shipping discount') : t('Add shipping discount')) : editing?.record ? t('Edit shipping cost') : t('Add shipping cost')}
      >
        {editing?.kind === 'cost' && (
          <ShippingCostForm
            initial={editing.record}
            saving={saveCost.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => save(() => saveCost.mutateAsync({ id: editing.record?.id ?? null, input }), M.costSaved)}
          />
        )}
        {editing?.kind === 'discount' && (
          <ShippingDiscountForm
            initial={editing.record}
            saving={saveDiscount.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => save(() => saveDiscount.mutateAsync({ id: editing.record?.id ?? null, input }), M.discountSaved)}
          />
        )}
      </Modal>
    </>
  );
}
