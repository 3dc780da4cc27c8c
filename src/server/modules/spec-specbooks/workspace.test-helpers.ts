/**
 * Shared set-up of the workspace tests (rooms, specs in a specbook, catalogue): the seller and
 * another tenant logged in, their specbooks and the global catalogue, and a request helper.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '#server/test/server';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What every workspace test needs. */
export interface Workspace {
  userId: number;
  token: string;
  otherToken: string;
  otherUserId: number;
  /** Johnson Master Bath (the seller's). */
  specbookId: number;
  /** Bayview Unit Fixtures (another account's). */
  otherSpecbookId: number;
  /** Global catalogue specs (id, list price), by id. */
  globalSpecs: { id: number; listPrice: string }[];
  /** A request as the seller (or `as` another token) under /api/v4/user/{userId}. */
  api(method: Method, path: string, payload?: unknown, as?: { token: string; userId: number } | null): Promise<LightMyRequestResponse>;
  /** Raw SQL rows. */
  q<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

async function userIdOf(t: TestServer, token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } });
  return (res.json() as { data: { id: number } }).data.id;
}

/** Logs in the seller and the other tenant and looks up the demo records. */
export async function workspace(t: TestServer): Promise<Workspace> {
  const token = await t.login('seller@specfolio.test');
  const otherToken = await t.login('other@specfolio.test');
  const userId = await userIdOf(t, token);
  const otherUserId = await userIdOf(t, otherToken);
  const q = async <T,>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const book = async (name: string) => (await q<{ id: number }>('select id from specbooks where name = $1', [name]))[0]!.id;
  const globalSpecs = (
    await q<{ id: number; list_price: string }>('select id, list_price from specs where account_id is null order by id')
  ).map((r) => ({ id: r.id, listPrice: r.list_price }));
  return {
    userId,
    token,
    otherToken,
    otherUserId,
    specbookId: await book('Johnson Master Bath'),
    otherSpecbookId: await book('Bayview Unit Fixtures'),
    globalSpecs,
    q,
    api(method, path, payload, as) {
      const who = as === undefined ? { token, userId } : as;
      const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
      const url = `/api/v4/user/${who?.userId ?? userId}${path}`;
      return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    },
  };
}

/** Body of creating a room. */
export function roomBody(name: string) {
  return { createSpecbookCategoryRequest: { Category: { name } } };
}

/** Body of assigning one spec. */
export function assignBody(specId: number, categoryId: number | null, quantity?: number) {
  return { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: specId }, category: { id: categoryId }, quantity } } };
}

/** Body of updating a spec in a specbook. */
export function updateBody(fields: Record<string, unknown>) {
  return { updateSpecSpecbookRequest: { SpecSpecbook: fields } };
}
