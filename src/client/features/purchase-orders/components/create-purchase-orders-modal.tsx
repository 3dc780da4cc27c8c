import { Alert, Button, Center, Group, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { emptySelection, selectedJoinIds, selectionFilter, type TCategorySelection } from '#shared/lib/category-selection';
import type { TCalculatePurchaseOrders } from '#shared/schemas/purchase-order';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useExecuteOrders } from '../api/execute-orders';
import { useCalculation, useOrderRooms } from '../api/purchase-orders';
import { orderRooms, sellerAssignments, type TOrderRoom } from '../lib/order-selection';
import { PO_UI as UI } from '../lib/po-ui';
import { DraftsStep } from './drafts-step';
import { ExecuteStep } from './execute-step';
import { OrderSelectionStep } from './order-selection-step';

/** Props of {@link CreatePurchaseOrdersModal}. */
export type TCreatePurchaseOrdersModalProps = {
  userId: number;
  specbookId: number;
  opened: boolean;
  onClose: () => void;
  /** After orders were created (also when a later one failed): refresh the page. */
  onCreated: () => void;
};

/** The calculate request of the chosen specs, with the sellers the user picked for some of them. */
function calculationRequest(selection: TCategorySelection, rooms: readonly TOrderRoom[], overrides: ReadonlyMap<number, number>): TCalculatePurchaseOrders {
  const chosen = new Set(selectedJoinIds(selection, rooms));
  const picked = new Map([...overrides].filter(([joinId]) => chosen.has(joinId)));
  return { filter: selectionFilter(selection, rooms), PurchaseOrder: { sellers: sellerAssignments(picked) } };
}

/** The server's message of a failed call, or `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  const message = error instanceof ApiError && error.status < 500 ? firstErrorMessage(error.body) : null;
  return message === null ? fallback : t(message);
}

/**
 * Create Purchase Orders (spec/business-records.md §4, §7; docs/decisions/054), in three steps:
 * choose rooms and specs; review one draft per seller (change a spec's seller, which recalculates);
 * create each seller's order in turn, each with its own Idempotency-Key, so that a retry after a
 * failure creates nothing twice.
 */
export function CreatePurchaseOrdersModal({ userId, specbookId, opened, onClose, onCreated }: TCreatePurchaseOrdersModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState(0);
  const [selection, setSelection] = useState<TCategorySelection>(emptySelection);
  const [overrides, setOverrides] = useState<ReadonlyMap<number, number>>(new Map());
  const rooms = useOrderRooms(userId, specbookId, opened);
  const roomList = useMemo(() => orderRooms(rooms.data ?? []), [rooms.data]);
  const request = useMemo(() => (step === 0 ? null : calculationRequest(selection, roomList, overrides)), [step, selection, roomList, overrides]);
  const calculation = useCalculation(userId, specbookId, request);
  const execute = useExecuteOrders(userId, specbookId);
  const chosenCount = selectedJoinIds(selection, roomList).length;
  const drafts = calculation.data?.data ?? [];
  const finished = execute.executions.length > 0 && execute.executions.every((e) => e.state === 'done');
  const failed = execute.executions.some((e) => e.state === 'failed');
  const stepLabels = [UI.steps.choose, UI.steps.review, UI.steps.create];

  const create = async () => {
    if (step === 1) execute.prepare(drafts);
    setStep(2);
    const { done, total } = await execute.run();
    if (done > 0) onCreated();
    if (done === total) toastSuccess(M.created(done));
    else toastError(UI.createFailed);
  };

  return (
    <Modal
      opened={opened}
      onClose={execute.running ? () => undefined : onClose}
      title={t(M.createTitle)}
      size="64rem"
      fullScreen={phone}
      centered
      closeOnEscape={!execute.running}
      closeButtonProps={{ 'aria-label': UI.close, disabled: execute.running }}
    >
      <Stack gap="md">
        {phone ? (
          <Text size="sm" fw={600} c="dimmed">
            {UI.stepOf(step + 1, stepLabels.length, stepLabels[step] ?? '')}
          </Text>
        ) : (
          <Stepper active={step} size="sm" allowNextStepsSelect={false}>
            {stepLabels.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
        )}
        <>
          {step === 0 &&
            (rooms.isPending ? (
              <Center mih={160}>
                <Loader aria-label={t('Loading specs')} />
              </Center>
            ) : (
              <OrderSelectionStep rooms={roomList} selection={selection} onChange={setSelection} />
            ))}
          {step === 1 &&
            (calculation.isError ? (
              <Alert color="red">{messageOf(calculation.error, UI.calculateFailed)}</Alert>
            ) : !calculation.data ? (
              <Center mih={160}>
                <Loader aria-label={UI.calculating} />
              </Center>
            ) : (
              <DraftsStep
                userId={userId}
                calculation={calculation.data}
                busy={calculation.isFetching}
                onSellerChange={(joinId, sellerId) => setOverrides((current) => new Map(current).set(joinId, sellerId))}
              />
            ))}
          {step === 2 && <ExecuteStep executions={execute.executions} />}
        </>
        <Group justify="flex-end" gap="sm">
          {step === 0 && (
            <>
              <Button variant="default" onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button disabled={chosenCount === 0} onClick={() => setStep(1)}>
                {UI.calculate}
              </Button>
            </>
          )}
          {step === 1 && (
            <>
              <Button variant="default" onClick={() => setStep(0)}>
                {UI.back}
              </Button>
              <Button disabled={drafts.length === 0 || calculation.isFetching} onClick={() => void create()}>
                {UI.createN(drafts.length)}
              </Button>
            </>
          )}
          {step === 2 && !execute.running && failed && (
            <>
              <Button variant="default" onClick={onClose}>
                {UI.close}
              </Button>
              <Button onClick={() => void create()}>{UI.retry}</Button>
            </>
          )}
          {step === 2 && finished && <Button onClick={onClose}>{UI.done}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
