// Writes the AI PDF-quote corpus: bench/aipq-corpus/quotes/NN-name.pdf and NN-name.json (the
// expected lines and supplier). Deterministic: the same files on every run.
// Run: npx tsx bench/aipq-corpus/generate.ts
// Other scripts (the OCR engine's scanned variants, the bench) import quoteDefinitions and
// renderQuote from here.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quoteDefinitions } from './definitions';
import { currencyOf } from './money';
import { renderQuote } from './render';
import type { QuoteDefinition, QuoteExpectation } from './types';

export { quoteDefinitions } from './definitions';
export { renderQuote } from './render';
export type { QuoteDefinition, QuoteExpectation, QuoteLine } from './types';

/** The folder of the generated files. */
export const QUOTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'quotes');

/** The expected result of a quote (written as its JSON). */
export function expectationOf(def: QuoteDefinition, pages: number): QuoteExpectation {
  return {
    file: def.file,
    supplier: def.supplier,
    currency: currencyOf(def.layout.money),
    pages,
    lines: def.lines.map(({ room, model, name, manufacturer, quantity, unitPrice, amount }) => ({ room, model, name, manufacturer, quantity, unitPrice, amount })),
  };
}

/** Renders every quote and writes its PDF and JSON. */
async function main(): Promise<void> {
  await mkdir(QUOTES_DIR, { recursive: true });
  for (const def of quoteDefinitions()) {
    const { pdf, pages } = await renderQuote(def);
    await writeFile(path.join(QUOTES_DIR, `${def.file}.pdf`), pdf);
    await writeFile(path.join(QUOTES_DIR, `${def.file}.json`), `${JSON.stringify(expectationOf(def, pages), null, 2)}\n`);
    console.log(`${def.file}: ${pages} page(s), ${def.lines.length} lines, ${(pdf.length / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
