import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { corpusQuotes } from '../../test/aipq-corpus';
import { ExtractionError } from './engine';
import { openPdfDocument, withPdfDocument } from './pdf-document';
import { OCR_SCALE, renderPagePng } from './render-page';

const quote = corpusQuotes().find((q) => q.expected.pages === 1)!;

/** The darkest gray level of a PNG and its size. */
async function inspect(png: Buffer): Promise<{ width: number; height: number; darkest: number; format: string }> {
  const image = sharp(png);
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()]);
  return { width: meta.width, height: meta.height, darkest: Math.min(...stats.channels.slice(0, 3).map((c) => c.min)), format: meta.format };
}

describe('renderPagePng', () => {
  it('renders a page to a PNG of the asked width, with the page drawn on white', async () => {
    const rendered = await withPdfDocument(quote.pdf, (doc) => renderPagePng(doc, 1, { width: 240 }));
    const image = await inspect(rendered.png);
    expect(image).toMatchObject({ format: 'png', width: 240, height: Math.ceil((240 * 792) / 612) });
    expect(rendered.scale).toBeCloseTo(240 / 612, 5);
    expect(image.darkest).toBeLessThan(80);
  });

  it('renders at a scale: 300 dpi for OCR', async () => {
    const rendered = await withPdfDocument(quote.pdf, (doc) => renderPagePng(doc, 1, { scale: OCR_SCALE }));
    expect(rendered).toMatchObject({ width: 2550, height: 3300, scale: OCR_SCALE });
    expect((await inspect(rendered.png)).width).toBe(2550);
  });

  it('renders an image-only (scanned) page', async () => {
    const scanned = corpusQuotes('scanned')[0]!;
    const rendered = await withPdfDocument(scanned.pdf, (doc) => renderPagePng(doc, 1, { width: 240 }));
    expect((await inspect(rendered.png)).darkest).toBeLessThan(80);
  });
});

describe('openPdfDocument', () => {
  it('opens a PDF', async () => {
    const doc = await openPdfDocument(quote.pdf);
    expect(doc.numPages).toBe(1);
    await doc.destroy();
  });

  it('refuses bytes that are not a PDF, and a broken PDF', async () => {
    await expect(openPdfDocument(new TextEncoder().encode('not a pdf'))).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.notAPdf));
    await expect(openPdfDocument(new TextEncoder().encode('%PDF-1.7\ngarbage'))).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.notAPdf));
  });
});
