import { describe, expect, test } from 'vitest';
import { decodeQrCodes, encryptedPdf, parsePdf } from '#server/test/pdf';
import { insertPdfPages, loadAttachablePdf, pdfImage, qrPng, renderPdf, skippedPdfNote } from './index';

/** A two-page "manufacturer's sheet" whose pages say `label` 1 and 2. */
function sheet(label: string): Promise<Buffer> {
  return renderPdf({ title: label }, (doc) => {
    doc.text(`${label} page 1`);
    doc.addPage();
    doc.text(`${label} page 2`);
  });
}

describe('pdf building blocks', () => {
  test('renderPdf draws pages with the title and orientation asked for', async () => {
    const pdf = await renderPdf({ title: 'Café – Specs', orientation: 'L' }, (doc) => {
      doc.text('First');
      doc.addPage();
      doc.text('Second');
    });
    const parsed = await parsePdf(pdf);
    expect(parsed).toMatchObject({ pageCount: 2, pages: ['First', 'Second'], title: 'Café – Specs' });
  });

  test('insertPdfPages puts each sheet after its page, in order', async () => {
    const base = await renderPdf({ title: 'Base' }, (doc) => {
      doc.text('Product A');
      doc.addPage();
      doc.text('Product B');
    });
    const a = await loadAttachablePdf(await sheet('Sheet A'));
    const b = await loadAttachablePdf(await sheet('Sheet B'));
    const c = await loadAttachablePdf(await sheet('Install A'));
    if (!a.ok || !b.ok || !c.ok) throw new Error('sheets should load');
    const merged = await insertPdfPages(base, [
      { afterPage: 0, doc: a.doc },
      { afterPage: 1, doc: b.doc },
      { afterPage: 0, doc: c.doc },
    ]);
    const { pages } = await parsePdf(merged);
    expect(pages).toEqual(['Product A', 'Sheet A page 1', 'Sheet A page 2', 'Install A page 1', 'Install A page 2', 'Product B', 'Sheet B page 1', 'Sheet B page 2']);
  });

  test('corrupt and encrypted uploads are reported, not thrown', async () => {
    expect(await loadAttachablePdf(Buffer.from('%PDF-1.4 not really'))).toEqual({ ok: false, reason: 'corrupt' });
    expect(await loadAttachablePdf(await encryptedPdf())).toEqual({ ok: false, reason: 'encrypted' });
    expect(skippedPdfNote('Spec Sheet', 'encrypted')).toBe('Spec Sheet is password-protected and could not be included.');
  });

  test('a QR code placed on a page decodes to its text', async () => {
    const url = 'https://specfolio.test/qr/smartlabel/specbook/12/spec/345';
    const pdf = await renderPdf({ title: 'QR' }, async (doc) => {
      doc.image(await qrPng(url), 60, 60, { width: 120 });
    });
    expect(await decodeQrCodes(pdf, 1)).toEqual([url]);
  });

  test('pdfImage bounds an image and answers null for a broken one', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } }).png().toBuffer();
    const out = await pdfImage(big);
    expect(out).not.toBeNull();
    const meta = await sharp(out!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 900, 450]);
    expect(await pdfImage(Buffer.from('not an image'))).toBeNull();
  });
});
