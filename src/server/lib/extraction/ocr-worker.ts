/**
 * One tesseract.js worker per process, offline: the English LSTM model comes from
 * @tesseract.js-data/eng (no download), the wasm core from tesseract.js-core (resolved by
 * tesseract.js's Node worker with require), and nothing is cached to the working folder. The
 * worker runs its jobs one at a time; it starts on first use and stops with the app.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { skewOf, straighten } from './ocr-skew';

/** The LSTM 'best_int' model (the one tesseract.js itself fetches for OEM.LSTM_ONLY). */
const ENG_MODEL_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** A word tesseract read: its text, box in pixels and confidence 0–1. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

/** A word worth keeping has a letter, digit or currency sign; specks read as ' " ‘ © · are dropped. */
const WORD_CHARACTER = /[\p{L}\p{N}$€£]/u;
/** Quote marks and specks tesseract reads at the edges of a word from scanner noise. */
const EDGE_SPECKS = /^[‘’“”'"`©®·•,:;|]+|[‘’“”'"`©®·•|]+$/gu;

/** Specks read as punctuation that a quote's codes and figures never carry: 'CP-7100-MB.', 'BF-210-CB-', '-3', '$395.92.'. */
const SPECK_PUNCTUATION: Array<[RegExp, string]> = [
  [/^([A-Z0-9]+(?:-[A-Z0-9]+)+)[.-]$/, '$1'],
  [/^[-–.](?=[$€£]?\d)/, ''],
  [/(\d[.,]\d{2})\.$/, '$1'],
];

/** A word without the specks at its edges. */
function cleanWord(text: string): string {
  return SPECK_PUNCTUATION.reduce((word, [speck, keep]) => word.replace(speck, keep), text.trim().replace(EDGE_SPECKS, ''));
}

/** Below this confidence a one- or two-letter word is a speck read as text ('i', 'J', 'ar'), unless it is a number. */
const SPECK_CONFIDENCE = 0.5;

/** True for a word worth keeping: it has a letter, digit or currency sign and is not a speck. */
function isWordRead(word: OcrWord): boolean {
  if (!WORD_CHARACTER.test(word.text)) return false;
  return word.text.length > 2 || word.confidence >= SPECK_CONFIDENCE || /^\d+$/.test(word.text);
}

let worker: Promise<Worker> | null = null;

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: ENG_MODEL_DIR, gzip: true, cacheMethod: 'none' });
  // Automatic page segmentation read 20 of 34 scanned corpus lines exactly, 'sparse text' 1 (it
  // drops lone digits such as a quantity). The pages are rendered at 300 dpi: saying so keeps
  // tesseract from guessing (and from logging its guess).
  await started.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
  return started;
}

/** The words tesseract reads on a PNG (the process's one worker, started on first use). */
export async function recognizeWords(png: Buffer): Promise<OcrWord[]> {
  worker ??= startWorker().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  const { data } = await (await worker).recognize(png, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const slope = skewOf(lines.map((line) => line.baseline));
  return lines
    .flatMap((line) => line.words)
    .map((word) => ({ text: cleanWord(word.text), ...straighten(word.bbox, slope), confidence: word.confidence / 100 }))
    .filter(isWordRead);
}

/** Stops the worker (the app's onClose; tests' afterAll). */
export async function stopOcrWorker(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
