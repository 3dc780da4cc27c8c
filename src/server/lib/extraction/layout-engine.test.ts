import { describe, expect, it } from 'vitest';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { renderPdf, type PdfDoc } from '../pdf/render';
import { corpusQuotes, scoreExtraction, type CorpusScore } from '../../test/aipq-corpus';
import { ExtractionError } from './engine';
import { extractLayout, layoutEngine } from './layout-engine';

const allPages = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** A small priced table at the top of the current page. */
function drawTable(doc: PdfDoc): void {
  doc.font('Helvetica').fontSize(9);
  const rows = [
    ['Qty', 'Model', 'Description', 'Unit Price', 'Amount'],
    ['2', 'AQ-4512-BN', 'Vessel Lavatory Faucet', '389.00', '778.00'],
  ];
  rows.forEach((cells, r) => [40, 80, 180, 400, 480].forEach((x, c) => doc.text(cells[c]!, x, 100 + r * 14, { lineBreak: false })));
}

describe('layout engine on the corpus', () => {
  const quotes = corpusQuotes();
  const scores = new Map<string, CorpusScore>();

  it('has at least 20 quotes, one of 10 pages or more', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(20);
    expect(quotes.some((q) => q.expected.pages >= 10)).toBe(true);
  });

  it.each(quotes.map((q) => [q.name, q] as const))('%s: lines, models, quantities and unit prices as expected', async (_, quote) => {
    const result = await layoutEngine.extract({ pdf: quote.pdf, pages: allPages(quote.expected.pages) });
    const score = scoreExtraction(quote.expected, result.tables);
    scores.set(quote.name, score);
    expect(score.misses).toEqual([]);
    expect(score.extracted).toBe(score.expected);
    expect(score.wrongRoom).toBe(0);
    expect(result.supplier).toBe(quote.expected.supplier);
  });

  it('meets the targets on the whole corpus: ≥ 95% found, ≥ 90% exact, no wrong price at high confidence', () => {
    const total = [...scores.values()].reduce((sum, s) => ({ expected: sum.expected + s.expected, found: sum.found + s.found, exact: sum.exact + s.exact, wrong: sum.wrong + s.confidentWrongPrice }), { expected: 0, found: 0, exact: 0, wrong: 0 });
    expect(scores.size).toBe(quotes.length);
    expect(total.found / total.expected).toBeGreaterThanOrEqual(0.95);
    expect(total.exact / total.expected).toBeGreaterThanOrEqual(0.9);
    expect(total.wrong).toBe(0);
  });

  // Its speed is measured in bench/ (no timed assertions in unit tests).
  it('reads the 10-page quote and reports its progress', async () => {
    const quote = quotes.find((q) => q.expected.pages >= 10)!;
    const progress: string[] = [];
    await extractLayout({ pdf: quote.pdf, pages: allPages(quote.expected.pages), onProgress: (message) => progress.push(message) });
    expect(progress[0]).toBe(`Reading page 1 of ${quote.expected.pages}`);
  });
});

describe('layout engine failures', () => {
  it('refuses bytes that are not a PDF', async () => {
    await expect(extractLayout({ pdf: new TextEncoder().encode('Qty,Model\n1,AQ'), pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.notAPdf));
  });

  it('refuses a password-protected PDF', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const locked = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      drawTable(doc);
      doc.end();
    });
    await expect(extractLayout({ pdf: locked, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.encrypted));
  });

  it('answers noTables for text without a priced table', async () => {
    const pdf = await renderPdf({ title: 'Letter' }, (doc) => void doc.text('Dear client, thank you for your visit. We will send the quote next week.'));
    await expect(extractLayout({ pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.noTables));
  });

  it('lists a page without text for OCR and reads the others', async () => {
    const pdf = await renderPdf({ title: 'Mixed' }, (doc) => {
      drawTable(doc);
      doc.addPage();
      doc.rect(100, 100, 200, 100).fill('#888888');
    });
    const result = await extractLayout({ pdf, pages: [1, 2] });
    expect(result.pagesWithoutText).toEqual([2]);
    expect(result.notes).toEqual(['Page 2 has no text: read it with OCR.']);
    expect(result.tables[0]!.rows).toEqual([['2', 'AQ-4512-BN', 'Vessel Lavatory Faucet', '389.00', '778.00']]);
  });
});
