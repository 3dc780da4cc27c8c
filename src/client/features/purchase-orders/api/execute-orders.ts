import { useRef, useState } from 'react';
import type { TPurchaseOrderDraft, TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { executePurchaseOrder } from './purchase-orders';

/** One draft on its way to becoming a purchase order. */
export type TExecution = {
  seller: TPurchaseOrderDraft['seller'];
  specs: number[];
  /** Made once per draft: a retry sends the same key, so an order the server already made is not made twice. */
  idempotencyKey: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  error?: unknown;
  order?: TSpecbookPurchaseOrder;
};

/** The executions of `drafts`, each with a fresh Idempotency-Key. */
export function executionsOf(drafts: readonly TPurchaseOrderDraft[]): TExecution[] {
  return drafts.map((draft) => ({ seller: draft.seller, specs: draft.specs.map((line) => line.id), idempotencyKey: crypto.randomUUID(), state: 'pending' }));
}

/**
 * Executes the drafts one after the other (POST {u}/specbook/{id}/purchaseorders, one seller
 * and the draft's specs each). `run` goes through every execution not yet done, so after a failure it retries with the
 * keys it already used; it answers how many of how many are done.
 */
export function useExecuteOrders(userId: number, specbookId: number) {
  const [executions, setExecutions] = useState<TExecution[]>([]);
  const [running, setRunning] = useState(false);
  const current = useRef<TExecution[]>([]);
  const update = (index: number, change: Partial<TExecution>) => {
    current.current = current.current.map((e, i) => (i === index ? { ...e, ...change } : e));
    setExecutions(current.current);
  };
  const prepare = (drafts: readonly TPurchaseOrderDraft[]) => {
    current.current = executionsOf(drafts);
    setExecutions(current.current);
  };
  const run = async (): Promise<{ done: number; total: number }> => {
    setRunning(true);
    for (const [index, execution] of current.current.entries()) {
      if (execution.state === 'done') continue;
      update(index, { state: 'running', error: undefined });
      try {
        const sellers = [{ id: execution.seller.id, specs: execution.specs }];
        const order = await executePurchaseOrder(userId, specbookId, { sellers }, execution.idempotencyKey);
        update(index, { state: 'done', order });
      } catch (error) {
        update(index, { state: 'failed', error });
        break;
      }
    }
    setRunning(false);
    return { done: current.current.filter((e) => e.state === 'done').length, total: current.current.length };
  };
  return { executions, running, prepare, run };
}
