// AI PDF-quote extraction bench (issue 19 "Measured, not claimed"): runs each engine over the
// generated corpus (bench/aipq-corpus, `npx tsx bench/aipq-corpus/generate.ts`) and prints per file
// and in total: lines expected, found, exact (model, quantity, unit price), precision (found /
// extracted), lines at high confidence with a wrong unit price, and time; then the time of the
// 10-page quote. Targets: ≥ 95% found, ≥ 90% exact, no wrong price at high confidence; a 10-page
// text PDF < 5 s.
// Run: npx tsx bench/aipq-extraction.ts   (ENGINES=layout,ocr to choose; all registered by default)
// The llm engine asks AIPQ_LLM_URL / AIPQ_LLM_MODEL when set, else the repository's fake model
// (which answers the corpus' lines: that run measures the pipeline, not a model).
// An engine joins by adding a line to BENCH_ENGINES: the engine and the corpus folder it reads
// (quotes = the text PDFs, scanned = their scanned variants, bench/aipq-corpus/scan.ts).
import type { ExtractionEngine } from '../src/server/lib/extraction/engine';
import { layoutEngine } from '../src/server/lib/extraction/layout-engine';
import { llmEngine } from '../src/server/lib/extraction/llm-engine';
import { ocrEngine } from '../src/server/lib/extraction/ocr-engine';
import { stopOcrWorker } from '../src/server/lib/extraction/ocr-worker';
import { startFakeLlm } from '../src/server/test/fakes/llm';
import { corpusQuotes, scoreExtraction, type CorpusQuote, type TCorpusFolder } from '../src/server/test/aipq-corpus';

interface BenchEngine {
  engine: ExtractionEngine;
  /** The corpus folder it reads. */
  folder: TCorpusFolder;
}

const fakeLlm = process.env.AIPQ_LLM_URL ? null : await startFakeLlm();
const llmEnv = fakeLlm ? { AIPQ_LLM_URL: fakeLlm.url, AIPQ_LLM_MODEL: 'fake' } : process.env;

const BENCH_ENGINES: BenchEngine[] = [
  { engine: layoutEngine, folder: 'quotes' },
  { engine: ocrEngine, folder: 'scanned' },
  { engine: llmEngine(llmEnv), folder: 'quotes' },
];

interface Row {
  file: string;
  pages: number;
  expected: number;
  extracted: number;
  found: number;
  exact: number;
  wrongPrice: number;
  ms: number;
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);

/** Extracts and scores one quote. */
async function run(engine: ExtractionEngine, quote: CorpusQuote): Promise<Row> {
  const started = performance.now();
  const result = await engine.extract({ pdf: quote.pdf, pages: Array.from({ length: quote.expected.pages }, (_, i) => i + 1) }).catch((error: unknown) => {
    console.log(`  ${quote.name}: ${error instanceof Error ? error.message : String(error)}`);
    return { tables: [] };
  });
  const ms = performance.now() - started;
  const score = scoreExtraction(quote.expected, result.tables);
  return { file: quote.name, pages: quote.expected.pages, expected: score.expected, extracted: score.extracted, found: score.found, exact: score.exact, wrongPrice: score.confidentWrongPrice, ms };
}

/** Prints a table of rows and their total. */
function report(id: string, rows: Row[]): void {
  console.log(`\n## ${id}\n`);
  console.log('| file | pages | expected | found | exact | precision | wrong price ≥ min | ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.file} | ${r.pages} | ${r.expected} | ${r.found} | ${r.exact} | ${pct(r.found, r.extracted)} | ${r.wrongPrice} | ${r.ms.toFixed(0)} |`);
  const sum = (key: keyof Omit<Row, 'file'>) => rows.reduce((total, r) => total + r[key], 0);
  console.log(`| **total** | ${sum('pages')} | ${sum('expected')} | ${sum('found')} (${pct(sum('found'), sum('expected'))}) | ${sum('exact')} (${pct(sum('exact'), sum('expected'))}) | ${pct(sum('found'), sum('extracted'))} | ${sum('wrongPrice')} | ${sum('ms').toFixed(0)} |`);
  const longest = rows.reduce<Row | null>((best, r) => (!best || r.pages > best.pages ? r : best), null);
  if (longest) console.log(`\nLongest quote: ${longest.file}, ${longest.pages} pages in ${(longest.ms / 1000).toFixed(2)} s (${(longest.ms / longest.pages).toFixed(0)} ms per page).`);
}

const chosen = process.env.ENGINES?.split(',');
for (const { engine, folder } of BENCH_ENGINES.filter((b) => !chosen || chosen.includes(b.engine.id))) {
  if (!engine.available) {
    console.log(`\n## ${engine.id}: not configured, skipped`);
    continue;
  }
  const quotes = corpusQuotes(folder);
  await run(engine, quotes[0]!); // warm-up: module loading and fonts, not counted
  const rows: Row[] = [];
  for (const quote of quotes) rows.push(await run(engine, quote));
  report(engine.id === 'llm' && fakeLlm ? 'llm (fake model)' : engine.id, rows);
}
await stopOcrWorker();
await fakeLlm?.stop();
