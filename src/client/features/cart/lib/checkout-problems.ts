import { ApiError, firstErrorMessage } from '#client/lib/api-client';

/**
 * A refused checkout (422 before anything is paid): each item's problem (an offer withdrawn, too
 * few in stock) keyed by the item's join id, from errors whose field names the item
 * ("items.{joinId}"), and the other messages.
 */
export type TCheckoutProblems = { byItem: Record<number, string>; general: string[] };

const ITEM_FIELD = /^items?(?:\.|\[)(\d+)/;

/** The problems a failed checkout reports; null when `err` is not an answer of the server. */
export function checkoutProblems(err: unknown): TCheckoutProblems | null {
  if (!(err instanceof ApiError) || err.status === 0) return null;
  const problems: TCheckoutProblems = { byItem: {}, general: [] };
  for (const error of err.body?.errors ?? []) {
    const item = error.field ? ITEM_FIELD.exec(error.field) : null;
    if (item) problems.byItem[Number(item[1])] = error.message;
    else problems.general.push(error.message);
  }
  if (!Object.keys(problems.byItem).length && !problems.general.length) problems.general.push(firstErrorMessage(err.body) ?? err.message);
  return problems;
}
