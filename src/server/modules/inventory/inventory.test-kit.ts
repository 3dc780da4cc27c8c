import { expect } from 'vitest';
import { bearer } from '#server/modules/notifications/collab-test-kit';
import type { TestServer } from '#server/test/server';
import { multipart } from '#server/test/upload-fixtures';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';

/**
 * Test helpers of the inventory center's tests (routes, import, overstock). Imported by tests only.
 */

/** `/api/v4/user/{userId}/inventory`. */
export const inventoryBase = (userId: number) => `/api/v4/user/${userId}/inventory`;

/** A CSV upload part. */
export const csvFile = (text: string) => ({ filename: 'stock.csv', contentType: 'text/csv', data: Buffer.from(text) });

/** POST {u}/inventory/imports with the fields and an optional file. */
export async function postInventoryImport(t: TestServer, userId: number, token: string | null, fields: Record<string, string>, text?: string) {
  const body = multipart(fields, text === undefined ? {} : { file: csvFile(text) });
  return t.app.inject({ method: 'POST', url: `${inventoryBase(userId)}/imports`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

/** Polls an import's Location until it has ended. */
export async function finishedImport(t: TestServer, location: string, token: string): Promise<TSpecbookImport> {
  for (let i = 0; i < 200; i += 1) {
    const res = await t.app.inject({ method: 'GET', url: location, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TSpecbookImport;
    if (data.complete) return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

/** Imports `text` into the user's stock and waits for the end. */
export async function importStock(t: TestServer, userId: number, token: string, text: string): Promise<TSpecbookImport> {
  const res = await postInventoryImport(t, userId, token, { separator: 'comma' }, text);
  expect(res.statusCode, res.body).toBe(202);
  return finishedImport(t, res.headers.location as string, token);
}
