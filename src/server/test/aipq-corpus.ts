/**
 * The generated quote corpus (bench/aipq-corpus) for tests and the bench: its files and the score
 * of an extraction against a quote's expected lines — lines found, exact (model, quantity and unit
 * price), precision, and lines read at high confidence with a wrong unit price.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import type { TExtractionTable } from '#shared/schemas/aipq';

/** The folder of the corpus's PDFs and JSONs. */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/aipq-corpus/quotes');

/** A quote's expected lines (the JSON beside its PDF). */
export interface CorpusExpectation {
  file: string;
  supplier: string;
  currency: string;
  pages: number;
  lines: Array<{ room: string | null; model: string; name: string; manufacturer: string | null; quantity: number; unitPrice: string; amount: string }>;
}

/** One corpus quote: its PDF bytes and expectation. */
export interface CorpusQuote {
  name: string;
  pdf: Uint8Array;
  expected: CorpusExpectation;
}

/** The corpus's quotes (text PDFs; `suffix` picks variants such as '.scanned' when they exist). */
export function corpusQuotes(suffix = ''): CorpusQuote[] {
  return readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith(`${suffix}.pdf`) && (suffix !== '' || !/\.\w+\.pdf$/.test(file)))
    .sort()
    .map((file) => {
      const name = file.slice(0, -`${suffix}.pdf`.length);
      return { name, pdf: new Uint8Array(readFileSync(path.join(CORPUS_DIR, file))), expected: JSON.parse(readFileSync(path.join(CORPUS_DIR, `${name}.json`), 'utf8')) as CorpusExpectation };
    });
}

/** An extracted line in the roles' terms. */
interface ReadLine {
  model: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  room: string;
  confidence: number;
}

/** The score of one extraction. */
export interface CorpusScore {
  expected: number;
  extracted: number;
  found: number;
  exact: number;
  /** Lines at confidence ≥ LINE_CONFIDENCE_MIN whose unit price is wrong. */
  confidentWrongPrice: number;
  /** Lines found in the wrong room (when the quote has rooms). */
  wrongRoom: number;
  /** What differed, for reading a failure. */
  misses: string[];
}

/** The lines of the tables through their roles. */
function readLines(tables: TExtractionTable[]): ReadLine[] {
  return tables.flatMap((table) => {
    const cell = (row: string[], index: number | null) => (index === null ? '' : (row[index] ?? ''));
    return table.lines.map((line) => ({
      model: cell(line.cells, table.roles.model),
      quantity: cell(line.cells, table.roles.quantity),
      unitPrice: cell(line.cells, table.roles.unitPrice),
      amount: cell(line.cells, table.roles.amount),
      room: cell(line.cells, table.roles.room),
      confidence: line.confidence,
    }));
  });
}

const same = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Scores tables against a quote's expected lines (lines matched in order by model, else by amount). */
export function scoreExtraction(expected: CorpusExpectation, tables: TExtractionTable[]): CorpusScore {
  const read = readLines(tables);
  const score: CorpusScore = { expected: expected.lines.length, extracted: read.length, found: 0, exact: 0, confidentWrongPrice: 0, wrongRoom: 0, misses: [] };
  let next = 0;
  for (const line of expected.lines) {
    const window = read.slice(next, next + 6);
    let at = window.findIndex((r) => same(r.model, line.model));
    if (at < 0) at = window.findIndex((r) => r.amount === line.amount);
    if (at < 0) {
      score.misses.push(`missing ${line.model}`);
      continue;
    }
    const got = window[at]!;
    next += at + 1;
    score.found += 1;
    const exact = same(got.model, line.model) && Number(got.quantity) === line.quantity && got.unitPrice === line.unitPrice;
    if (exact) score.exact += 1;
    else score.misses.push(`${line.model} ${line.quantity} × ${line.unitPrice} read as ${got.model} ${got.quantity} × ${got.unitPrice}`);
    if (got.unitPrice !== line.unitPrice && got.confidence >= LINE_CONFIDENCE_MIN) score.confidentWrongPrice += 1;
    if (line.room && !same(got.room, line.room)) score.wrongRoom += 1;
  }
  return score;
}
