import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from '#server/lib/storage/keys';
import type { Viewer } from '#server/lib/context';
import { mapWithLimit, pdfImageCacheKey } from './specs-pdf.assets';
import { contentsRowsPerPage, portfolioGrid } from './specs-pdf.layout';
import { specsPdfOptions } from './specs-pdf.options';
import { planSpecsPdf } from './specs-pdf.plan';
import { inBuildSlot, isLargeSize, LARGE_SPECS_PDF, MAX_CONCURRENT_BUILDS, specsPdfSize } from './specs-pdf.service';
import type { DocumentRoom, DocumentSpec } from './specbook-document.service';

const member = (p: Partial<Viewer['permissions']>): Viewer => ({
  kind: 'especbook',
  specbookId: 1,
  memberId: 1,
  name: 'Pat',
  email: 'pat@example.com',
  permissions: { showListPrice: false, showSalePrice: false, showModelNumbers: false, canApprove: false, showNotifications: false, ...p },
});
const ALL = { type: 'all', showModelNumber: 1, includeSpecifications: 1, includeInstallation: 1, showListPrice: 1, showSalePrice: 1, showQuantity: 1, showCustomerInfo: 1, showSignatureLine: 1 } as const;

describe('specsPdfOptions', () => {
  it('reads the payload with the modal defaults for what is left out', () => {
    expect(specsPdfOptions({})).toMatchObject({ portfolio: true, productPages: true, specSheets: true, installation: false, modelNumber: false, listPrice: false, customerInfo: true, signatureLine: false, imagesPerPage: 4, orientation: 'P', caption: 'name', categoryIds: [] });
  });

  it('follows the type and the §2.9 rules', () => {
    expect(specsPdfOptions({ type: 'default' })).toMatchObject({ portfolio: false, productPages: true });
    expect(specsPdfOptions({ type: 'images', includeSpecifications: 1, includeInstallation: 1 })).toMatchObject({ portfolio: true, productPages: false, specSheets: false, installation: false });
    expect(specsPdfOptions({ includeSpecifications: 0, includeInstallation: 1 }).installation).toBe(false);
    expect(specsPdfOptions({ imagesOnly: 1 }).caption).toBe('none');
    expect(specsPdfOptions({ showProductDescription: 1 }).caption).toBe('nameAndDescription');
  });

  it('caps a member by its permissions and a QR viewer to no prices and no customer', () => {
    expect(specsPdfOptions(ALL, member({ showSalePrice: true }))).toMatchObject({ listPrice: false, salePrice: true, modelNumber: false, descriptions: false, specSheets: false, installation: false, customerInfo: true });
    expect(specsPdfOptions(ALL, member({ showListPrice: true, showSalePrice: true, showModelNumbers: true }))).toMatchObject({ listPrice: true, salePrice: true, modelNumber: true, specSheets: true, installation: true });
    const qr: Viewer = { ...member({ showListPrice: true, showSalePrice: true, showModelNumbers: true }), kind: 'qr', memberId: null };
    expect(specsPdfOptions(ALL, qr)).toMatchObject({ listPrice: false, salePrice: false, modelNumber: true, customerInfo: false });
  });
});

describe('specs PDF pieces', () => {
  it('keeps converted images under a valid, stable storage key per image', () => {
    const key = pdfImageCacheKey('/api/files/spec-documents/12/photo.jpg');
    expect(isValidStorageKey(key)).toBe(true);
    expect(pdfImageCacheKey('/api/files/spec-documents/12/photo.jpg')).toBe(key);
    expect(pdfImageCacheKey('/api/files/spec-documents/13/photo.jpg')).not.toBe(key);
  });

  it('runs at most `limit` tasks at once and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapWithLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('lays the portfolio out for the page and fits the contents rows', () => {
    expect([1, 2, 4, 6].map((n) => portfolioGrid(n, 'P'))).toEqual([{ columns: 1, rows: 1 }, { columns: 1, rows: 2 }, { columns: 2, rows: 2 }, { columns: 2, rows: 3 }]);
    expect(portfolioGrid(6, 'L')).toEqual({ columns: 3, rows: 2 });
    expect(contentsRowsPerPage('P')).toBeGreaterThan(contentsRowsPerPage('L'));
  });
});

describe('inBuildSlot', () => {
  it(`runs at most ${MAX_CONCURRENT_BUILDS} builds at once, in the order they came`, async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      inBuildSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running -= 1;
        if (n === 2) throw new Error('broken');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(most).toBe(MAX_CONCURRENT_BUILDS);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await task(6)).toBe(6);
  });
});

describe('planSpecsPdf', () => {
  const spec = (joinId: number, files: DocumentSpec['files'] = []): DocumentSpec => ({
    joinId,
    specId: joinId,
    categoryId: null,
    name: `Product ${joinId}`,
    description: null,
    modelNumber: `M-${joinId}`,
    manufacturerName: 'Aquaterra',
    finish: null,
    qty: 1,
    status: 'open',
    isOptional: false,
    listPrice: null,
    salePrice: null,
    cost: null,
    shippingCost: null,
    tags: [],
    imageName: null,
    files,
  });

  it('sizes a document by products and merged documents, as the options and caps merge them (large: a job)', () => {
    const sheets = (n: number, type: number) => Array.from({ length: n }, (_, i) => ({ id: type * 1000 + i, type, name: `Doc ${i}`, key: 'k' }));
    // 41 products with a spec sheet and an installation guide each: 82 merged documents.
    const rooms: DocumentRoom[] = [{ id: 1, name: 'Bath', specs: Array.from({ length: 41 }, (_, i) => spec(i + 1, [...sheets(1, 2), ...sheets(1, 3)])) }];
    expect(specsPdfSize(rooms, specsPdfOptions(ALL))).toEqual({ specs: 41, mergedDocuments: 82 });
    expect(isLargeSize(specsPdfSize(rooms, specsPdfOptions(ALL)))).toBe(true);
    expect(specsPdfSize(rooms, specsPdfOptions({ ...ALL, includeInstallation: 0 })).mergedDocuments).toBe(41);
    expect(isLargeSize(specsPdfSize(rooms, specsPdfOptions({ ...ALL, includeInstallation: 0 })))).toBe(false);
    expect(specsPdfSize(rooms, specsPdfOptions({ ...ALL, type: 'images' })).mergedDocuments).toBe(0);
    // A viewer without specifications merges nothing.
    expect(isLargeSize(specsPdfSize(rooms, specsPdfOptions(ALL, member({}))))).toBe(false);
    expect(isLargeSize({ specs: LARGE_SPECS_PDF.specs, mergedDocuments: LARGE_SPECS_PDF.mergedDocuments })).toBe(false);
    expect(isLargeSize({ specs: LARGE_SPECS_PDF.specs + 1, mergedDocuments: 0 })).toBe(true);
  });

  it('runs the contents over as many pages as its rows need and numbers every page', () => {
    const rooms: DocumentRoom[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Room ${i + 1}`, specs: [spec(i + 1)] }));
    const plan = planSpecsPdf(rooms, specsPdfOptions({}), new Map());
    const contents = plan.pages.filter((p) => p.kind === 'contents');
    expect(contents).toHaveLength(Math.ceil(82 / contentsRowsPerPage('P')));
    const rows = contents.flatMap((p) => (p.kind === 'contents' ? p.rows : []));
    const firstPortfolio = 2 + contents.length;
    expect(rows[0]).toMatchObject({ label: 'Picture Portfolio', page: firstPortfolio });
    expect(rows[41]).toMatchObject({ label: 'Products', page: firstPortfolio + 40 });
    expect(rows[81]).toMatchObject({ label: 'Room 40', level: 1, note: '1 product', page: plan.total });
    expect(plan.pages.map((p) => p.number)).toEqual(Array.from({ length: plan.total }, (_, i) => i + 1));
  });

  it('counts merged pages into the numbers and skips what could not be read', () => {
    const sheetFile = { id: 7, type: 2, name: 'Sheet', key: 'k' };
    const brokenFile = { id: 8, type: 2, name: 'Broken', key: 'k2' };
    const rooms: DocumentRoom[] = [{ id: 1, name: 'Bath', specs: [spec(1, [sheetFile, brokenFile]), spec(2)] }];
    const sheets = new Map([
      [7, { ok: true as const, doc: {} as never, pageCount: 3 }],
      [8, { ok: false as const, reason: 'corrupt' as const }],
    ]);
    const plan = planSpecsPdf(rooms, specsPdfOptions({ type: 'default' }), sheets);
    expect(plan.pages.map((p) => `${p.kind}:${p.number}`)).toEqual(['cover:1', 'contents:2', 'product:3', 'product:7']);
    expect(plan.merges).toEqual([{ afterPage: 2, fileId: 7 }]);
    expect(plan.total).toBe(7);
    const first = plan.pages[2]!;
    expect(first.kind === 'product' && first.sheets.map((s) => [s.firstPage, s.skipped])).toEqual([[4, null], [null, 'corrupt']]);
  });
});
