import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from '#server/lib/storage/keys';
import type { Viewer } from '#server/lib/context';
import { mapWithLimit, pdfImageCacheKey } from './specs-pdf.assets';
import { contentsRowsPerPage, portfolioGrid } from './specs-pdf.layout';
import { specsPdfOptions } from './specs-pdf.options';

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
