import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { corpusQuotes, scoreExtraction } from '../../test/aipq-corpus';
import { ExtractionError } from './engine';
import { extractWith } from './engines';
import { extractOcr } from './ocr-engine';
import { DERIVED_QUANTITY } from './ocr-figures';
import { ocrPages } from './ocr-pages';
import { stopOcrWorker } from './ocr-worker';

// tesseract reads a scanned page in 2–4 s on this machine: a few single pages only.
const scanned = new Map(corpusQuotes('scanned').map((quote) => [quote.name, quote]));
const text = new Map(corpusQuotes().map((quote) => [quote.name, quote]));
const quote = (name: string) => scanned.get(name)!;

afterAll(stopOcrWorker);

/** A PDF of pages taken from other PDFs, in order. */
async function combine(parts: Array<{ pdf: Uint8Array; page: number }>): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    const [copied] = await out.copyPages(await PDFDocument.load(part.pdf), [part.page - 1]);
    out.addPage(copied!);
  }
  return out.save();
}

describe('ocr engine on scanned corpus quotes', { timeout: 60_000 }, () => {
  it('has scanned variants of at least 5 quotes, image-only', () => {
    expect(scanned.size).toBeGreaterThanOrEqual(5);
    expect([...scanned.values()].every((q) => q.expected.lines.length > 0)).toBe(true);
  });

  it.each(['02-model-first-rooms', '09-discount-pct'])('%s: every line found, most exact, no wrong price at high confidence', async (name) => {
    const progress: string[] = [];
    const result = await extractOcr({ pdf: quote(name).pdf, pages: [1], onProgress: (message) => progress.push(message) });
    const score = scoreExtraction(quote(name).expected, result.tables);
    expect(score.found).toBe(score.expected);
    expect(score.extracted).toBe(score.expected);
    expect(score.exact / score.expected).toBeGreaterThanOrEqual(0.9);
    expect(score.confidentWrongPrice).toBe(0);
    // OCR may miss a bold '&' in the letterhead ('Harbor Bath & Kitchen' read as 'Harbor Bath').
    expect(result.supplier?.length).toBeGreaterThan(5);
    expect(quote(name).expected.supplier.startsWith(result.supplier!)).toBe(true);
    expect(progress[0]).toBe('Reading page 1 of 1 by OCR');
  });

  it('12-manufacturer-col: reads lost or misread quantities and a lost price separator by the arithmetic', async () => {
    const result = await extractOcr({ pdf: quote('12-manufacturer-col').pdf, pages: [1] });
    const score = scoreExtraction(quote('12-manufacturer-col').expected, result.tables);
    // Before the arithmetic read figures, 6 of 12 lines were exact (quantities 'i', '', '27', a price '$39441°').
    expect(score.exact).toBeGreaterThanOrEqual(11);
    expect(score.confidentWrongPrice).toBe(0);
    const lines = result.tables.flatMap((table) => table.lines);
    expect(lines.some((line) => line.checks.includes(DERIVED_QUANTITY) && line.confidence >= 0.5)).toBe(true);
  });

  it('places words in PDF points with their confidence, and lowers the confidence of lines read with doubt', async () => {
    const [page] = await ocrPages(quote('02-model-first-rooms').pdf, [1]);
    expect(page).toMatchObject({ page: 1, width: 612, height: 792 });
    const model = page!.words.find((word) => word.text === 'AH-HS20-MB')!;
    expect(model.x).toBeGreaterThan(30);
    expect(model.x).toBeLessThan(60);
    expect(model.confidence).toBeGreaterThan(0.5);
    expect(page!.words.every((word) => word.x >= 0 && word.y >= 0 && word.x + word.width <= 613 && word.y + word.height <= 793)).toBe(true);
    const result = await extractOcr({ pdf: quote('02-model-first-rooms').pdf, pages: [1] });
    const doubtful = result.tables.flatMap((table) => table.lines).filter((line) => line.checks.some((check) => /^ocr confidence 0\.\d\d$/.test(check)));
    expect(doubtful.length).toBeGreaterThan(0);
    expect(doubtful.every((line) => line.confidence < 0.9)).toBe(true);
  });

  it('answers noTables for a page without a priced table, and pageOutOfRange for a page the file lacks', async () => {
    const notes = await combine([{ pdf: quote('15-multi-page-repeat').pdf, page: 3 }]);
    await expect(extractOcr({ pdf: notes, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.noTables));
    await expect(ocrPages(quote('02-model-first-rooms').pdf, [2])).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.pageOutOfRange));
  });
});

describe('the layout engine through the registry', { timeout: 60_000 }, () => {
  it('hands a page without text to OCR and answers the tables of both', async () => {
    const pdf = await combine([
      { pdf: text.get('01-qty-first')!.pdf, page: 1 },
      { pdf: quote('09-discount-pct').pdf, page: 1 },
    ]);
    const result = await extractWith('layout', { pdf, pages: [1, 2] });
    expect(result.tables.map((table) => table.id)).toEqual(['t1', 'o1']);
    expect(result.pagesWithoutText).toEqual([2]);
    expect(result.notes).toEqual(['Page 2 has no text: read by OCR.']);
    expect(result.supplier).toBe(text.get('01-qty-first')!.expected.supplier);
    expect(scoreExtraction(text.get('01-qty-first')!.expected, result.tables.slice(0, 1)).exact).toBe(10);
    expect(scoreExtraction(quote('09-discount-pct').expected, result.tables.slice(1)).found).toBe(12);
  });

  it('answers only the text tables when no page lacks text', async () => {
    const result = await extractWith('layout', { pdf: text.get('01-qty-first')!.pdf, pages: [1] });
    expect(result.tables.map((table) => table.id)).toEqual(['t1']);
    expect(result.notes).toEqual([]);
  });
});
