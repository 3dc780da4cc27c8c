import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ValidationError } from '#server/lib/http/errors';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';

/*
 * Fractional-indexing order keys of lanes and cards (docs/decisions/059): a move writes one key
 * between its neighbours' keys, so no other row is ever renumbered. Keys compare byte-wise, so
 * every comparison and ORDER BY uses COLLATE "C".
 */

/** `column COLLATE "C"`, for ordering by an order key. */
export function byKey(column: AnyPgColumn): SQL {
  return sql`${column} collate "C"`;
}

/** `column > key` compared byte-wise. */
export function keyAbove(column: AnyPgColumn, key: string): SQL {
  return sql`${column} collate "C" > ${key} collate "C"`;
}

/** `column < key` compared byte-wise. */
export function keyBelow(column: AnyPgColumn, key: string): SQL {
  return sql`${column} collate "C" < ${key} collate "C"`;
}

/** Whether `key` is a well-formed order key. */
export function isOrderKey(key: string): boolean {
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

/** `n` keys after `last` (null = an empty list), in order. */
export function keysAfter(last: string | null, n: number): string[] {
  return generateNKeysBetween(last, null, n);
}

/** The ordered siblings a new key goes among (the lanes of a board, the cards of a lane), the moving row left out. */
export interface Siblings {
  /** The key of a sibling; a ValidationError when it is not one. */
  keyOf(id: number): Promise<string>;
  /** The smallest key above `key` (above nothing = the first key), or null. */
  firstAbove(key: string | null): Promise<string | null>;
  /** The largest key below `key` (below nothing = the last key), or null. */
  lastBelow(key: string | null): Promise<string | null>;
}

/** Where a row goes: an explicit key, or after / before a sibling (null = the start / the end). Nothing = the end. */
export interface Placement {
  position?: string | null;
  after?: number | null;
  before?: number | null;
}

async function neighbourKeys(siblings: Siblings, where: Placement): Promise<[string | null, string | null]> {
  const { after, before } = where;
  if (after !== undefined && before !== undefined) {
    return [after === null ? null : await siblings.keyOf(after), before === null ? null : await siblings.keyOf(before)];
  }
  if (after !== undefined) {
    const low = after === null ? null : await siblings.keyOf(after);
    return [low, await siblings.firstAbove(low)];
  }
  if (before !== undefined) {
    const high = before === null ? null : await siblings.keyOf(before);
    return [await siblings.lastBelow(high), high];
  }
  return [await siblings.lastBelow(null), null];
}

/**
 * The order key for a row placed as `where` says: the given key when it is one, else a key
 * between the neighbours' keys. Neighbours out of order answer 400.
 */
export async function placeKey(siblings: Siblings, where: Placement, field: string): Promise<string> {
  if (typeof where.position === 'string') {
    if (!isOrderKey(where.position)) throw ValidationError.field(field, M.positionInvalid);
    return where.position;
  }
  const [low, high] = await neighbourKeys(siblings, where);
  if (low !== null && high !== null && low >= high) throw ValidationError.field(field, M.positionInvalid);
  return generateKeyBetween(low, high);
}
