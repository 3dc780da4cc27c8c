import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { createTestServer, type TestServer } from '#server/test/server';
import { serviceContextOf, specbookNamed, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { loadSpecbookDocument } from './specbook-document.service';
import { specImageForPdf } from './document-images';

let t: TestServer;
let ctx: ServiceContext;
let other: ServiceContext;
let sb: { id: number };

beforeAll(async () => {
  t = await createTestServer();
  ctx = await serviceContextOf(t, 'seller@specfolio.test');
  other = await serviceContextOf(t, 'other@specfolio.test');
  sb = await specbookNamed(t, 'Harper Residence Selections');
});
afterAll(() => t.close());

describe('loadSpecbookDocument', () => {
  it('reads the specbook, company and rooms in order with every spec placed', async () => {
    const doc = await loadSpecbookDocument(ctx, sb.id);
    const { n } = await sqlOne<{ n: string }>(t, 'select count(*) as n from spec_specbooks where specbook_id = $1', [sb.id]);
    const rooms = await t.database.pool.query<{ name: string }>('select name from categories where specbook_id = $1 order by sort_order, id', [sb.id]);
    expect(doc.specbook.name).toBe('Harper Residence Selections');
    expect(doc.company.companyName).toBe('Lakeside Bath & Kitchen');
    expect(doc.rooms.filter((r) => r.id !== null).map((r) => r.name)).toEqual(rooms.rows.map((r) => r.name));
    expect(doc.rooms.flatMap((r) => r.specs)).toHaveLength(Number(n));
    const spec = doc.rooms[0]!.specs[0]!;
    expect(spec).toMatchObject({ name: expect.any(String), modelNumber: expect.any(String), manufacturerName: expect.any(String), qty: expect.any(Number) });
  });

  it('keeps only the rooms asked for', async () => {
    const all = await loadSpecbookDocument(ctx, sb.id);
    const first = all.rooms[0]!;
    const one = await loadSpecbookDocument(ctx, sb.id, { categoryIds: [first.id] });
    expect(one.rooms.map((r) => r.name)).toEqual([first.name]);
    expect(one.rooms[0]!.specs.map((s) => s.joinId)).toEqual(first.specs.map((s) => s.joinId));
  });

  it("answers 404 for another account's specbook", async () => {
    await expect(loadSpecbookDocument(other, sb.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('draws the bundled demo images and refuses paths outside them', async () => {
    const doc = await loadSpecbookDocument(ctx, sb.id);
    const imageName = doc.rooms.flatMap((r) => r.specs).find((s) => s.imageName)?.imageName ?? null;
    const storage = { get: () => Promise.reject(new Error('not used')) } as never;
    expect(await specImageForPdf(t.database.db, storage, imageName)).toBeInstanceOf(Buffer);
    expect(await specImageForPdf(t.database.db, storage, '/demo/../../package.json')).toBeNull();
    expect(await specImageForPdf(t.database.db, storage, 'https://example.com/a.png')).toBeNull();
  });
});
