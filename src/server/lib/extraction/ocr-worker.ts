/**
 * Two tesseract.js workers per process, offline: the English LSTM model comes from
 * @tesseract.js-data/eng (no download), the wasm core from tesseract.js-core (resolved by
 * tesseract.js's Node worker with require), and nothing is cached to the working folder. The
 * workers (one for pages, one for re-reading figure cells) run their jobs one at a time; they start
 * on first use and stop with the app.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker, type WorkerParams } from 'tesseract.js';
import { withWideZerosAsO } from './ocr-glyphs';
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

/** Specks read as punctuation that a quote's codes and figures never carry: 'CP-7100-MB.', 'BF-210-CB-', '-3', '$395.92.', and a hyphen with a speck read as a colon ('HA:DW24-PR'). */
const SPECK_PUNCTUATION: Array<[RegExp, string]> = [
  [/^([A-Z0-9]+(?:-[A-Z0-9]+)+)[.-]$/, '$1'],
  [/^([[({]?[A-Z]+):(?=[A-Z0-9]*\d[A-Z0-9]*-[A-Z0-9]+)/, '$1-'],
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

/** A tesseract worker started on first use with its parameters (started again after a failed start). */
interface LazyWorker {
  get(): Promise<Worker>;
  stop(): Promise<void>;
}

/** A worker of the English model set to `parameters` once it starts. */
function lazyWorker(parameters: Partial<WorkerParams>): LazyWorker {
  let worker: Promise<Worker> | null = null;
  const start = async (): Promise<Worker> => {
    const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: ENG_MODEL_DIR, gzip: true, cacheMethod: 'none' });
    await started.setParameters(parameters);
    return started;
  };
  return {
    get() {
      worker ??= start().catch((error: unknown) => {
        worker = null;
        throw error;
      });
      return worker;
    },
    async stop() {
      const running = worker;
      worker = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}

// Automatic page segmentation read 20 of 34 scanned corpus lines exactly, 'sparse text' 1 (it
// drops lone digits such as a quantity). The pages are rendered at 300 dpi: saying so keeps
// tesseract from guessing (and from logging its guess).
const pageWorker = lazyWorker({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
// A figure cell is one line of digits, separators, currency signs and percent; its own worker, so
// these settings never reach a page read.
const figureWorker = lazyWorker({ tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: '0123456789$€£.,%()-', user_defined_dpi: '300' });

/** The words tesseract reads on an image file (PGM, PNG) of a page, straightened by the page's tilt (`slope`, dy per dx). */
export async function recognizeWords(image: Buffer): Promise<{ words: OcrWord[]; slope: number }> {
  const { data } = await (await pageWorker.get()).recognize(image, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const slope = skewOf(lines.map((line) => line.baseline));
  const words = lines
    .flatMap((line) => line.words)
    .map((word) => ({ text: cleanWord(withWideZerosAsO(word.text, word.symbols)), ...straighten(word.bbox, slope), confidence: word.confidence / 100 }))
    .filter(isWordRead);
  return { words, slope };
}

/** A figure cell as read: its text (digits, separators, currency, percent) and confidence 0–1. */
export interface FigureReading {
  text: string;
  confidence: number;
}

/** Reads an image file (PGM, PNG) of one figure cell as a single line of figures. */
export async function recognizeFigure(image: Buffer): Promise<FigureReading> {
  const { data } = await (await figureWorker.get()).recognize(image);
  return { text: data.text.trim(), confidence: data.confidence / 100 };
}

/** Stops the workers (the app's onClose; tests' afterAll). */
export async function stopOcrWorker(): Promise<void> {
  await Promise.all([pageWorker.stop(), figureWorker.stop()]);
}
