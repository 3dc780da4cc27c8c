/** A specbook / spec status (spec/workspace.md §4). */
export interface StatusDef {
  id: number;
  value: string;
  name: string;
  hexColor: string;
  userManaged: boolean;
}

/**
 * The sixteen statuses with their fixed ids, labels, colours and userManaged flags, listed in
 * lifecycle order (docs/decisions/039): before approval (open, submitted, rejected), approval,
 * ordering, shipping and delivery, completion, then the system's billing statuses. Every list
 * of statuses (status menus, filters, GET {u}/statuses) shows this order, not the ids'.
 */
export const STATUSES: readonly StatusDef[] = [
  { id: 1, value: 'open', name: 'Open', userManaged: true, hexColor: '#333333' },
  { id: 6, value: 'submitted', name: 'Submitted', userManaged: true, hexColor: '#d7bde2' },
  { id: 5, value: 'rejected', name: 'Rejected', userManaged: true, hexColor: '#cc3333' },
  { id: 2, value: 'approved', name: 'Approved', userManaged: true, hexColor: '#4068f1' },
  { id: 11, value: 'ready_to_order', name: 'Ready to Order', userManaged: true, hexColor: '#F07857' },
  { id: 3, value: 'ordered', name: 'Ordered', userManaged: true, hexColor: '#009977' },
  { id: 12, value: 'confirmed', name: 'Confirmed', userManaged: true, hexColor: '#BE398D' },
  { id: 16, value: 'order_on_hold', name: 'Order on Hold', userManaged: true, hexColor: '#BDB76B' },
  { id: 13, value: 'partial_shipped', name: 'Partial Shipped', userManaged: true, hexColor: '#F07857' },
  { id: 14, value: 'shipped', name: 'Shipped', userManaged: true, hexColor: '#F07857' },
  { id: 15, value: 'ready_for_delivery', name: 'Ready for Delivery', userManaged: true, hexColor: '#FFDE21' },
  { id: 4, value: 'completed', name: 'Complete', userManaged: true, hexColor: '#aaaaaa' },
  { id: 7, value: 'invoiced', name: 'Invoiced', userManaged: false, hexColor: '#660066' },
  { id: 10, value: 'partial_paid', name: 'Partially Paid', userManaged: false, hexColor: '#77ab59' },
  { id: 9, value: 'paid', name: 'Paid', userManaged: false, hexColor: '#77ab59' },
  { id: 8, value: 'refunded', name: 'Refunded', userManaged: false, hexColor: '#cccc14' },
];

const LIFECYCLE_RANK = new Map(STATUSES.map((s, index) => [s.value, index]));

/** Where a status stands in the lifecycle (unknown statuses last). */
export function lifecycleRank(value: string): number {
  return LIFECYCLE_RANK.get(value) ?? STATUSES.length;
}

/** Label and colour of a status value ('open' → Open, #333333); unknown values read as themselves. */
export function statusLook(value: string): { label: string; color: string } {
  const def = STATUSES.find((s) => s.value === value);
  return def ? { label: def.name, color: def.hexColor } : { label: value, color: '#868e96' };
}

/** Sorts statuses (anything with a `value`) into lifecycle order. */
export function byLifecycle<T extends { value: string }>(statuses: readonly T[]): T[] {
  return [...statuses].sort((a, b) => lifecycleRank(a.value) - lifecycleRank(b.value));
}

/**
 * The statuses a bulk approval (Approve All, a room's Approve) moves to approved: the spec is
 * still waiting for a decision, or was turned down and is being reconsidered. A spec at or past
 * approval (ordered, shipped, paid…) keeps its status.
 */
export const BEFORE_APPROVAL_STATUSES: readonly string[] = ['open', 'submitted', 'rejected'];

/** True when a bulk approval changes a spec in this status. */
export function isBeforeApproval(value: string): boolean {
  return BEFORE_APPROVAL_STATUSES.includes(value);
}

/**
 * The statuses the Approved totals count: approval and everything after it in the lifecycle
 * (ordered, shipped, complete, invoiced, paid…), except refunded (a sale that was reversed).
 */
export const APPROVED_OR_LATER_STATUSES: readonly string[] = STATUSES.slice(lifecycleRank('approved'))
  .map((s) => s.value)
  .filter((value) => value !== 'refunded');

/** True when a spec in this status counts in the Approved totals. */
export function countsAsApproved(value: string): boolean {
  return APPROVED_OR_LATER_STATUSES.includes(value);
}

/** The default status of a specbook and of a spec in a specbook. */
export const DEFAULT_STATUS = 'open';
