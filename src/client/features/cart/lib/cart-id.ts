/** The cart id of a route's `:id`, or null when there is none (or it is not an id). */
export function parseCartId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The cart page of cart `id`. */
export function cartPagePath(id: number): string {
  return `/v4/specmarket/cart/${id}`;
}
