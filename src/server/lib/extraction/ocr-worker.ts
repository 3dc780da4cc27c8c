/**
 * One tesseract.js worker per process, offline: the English LSTM model comes from
 * @tesseract.js-data/eng (no download), the wasm core from tesseract.js-core (resolved by
 * tesseract.js's Node worker with require), and nothing is cached to the working folder. The
 * worker runs its jobs one at a time; it starts on first use and stops with the app.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

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

let worker: Promise<Worker> | null = null;

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: ENG_MODEL_DIR, gzip: true, cacheMethod: 'none' });
  // A quote is a sparse page of columns: 'sparse text' finds words a block layout misses.
  await started.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1' });
  return started;
}

/** The words tesseract reads on a PNG (the process's one worker, started on first use). */
export async function recognizeWords(png: Buffer): Promise<OcrWord[]> {
  worker ??= startWorker().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  const { data } = await (await worker).recognize(png, {}, { blocks: true, text: false });
  return (data.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)))
    .filter((word) => word.text.trim() !== '')
    .map((word) => ({ text: word.text.trim(), ...word.bbox, confidence: word.confidence / 100 }));
}

/** Stops the worker (the app's onClose; tests' afterAll). */
export async function stopOcrWorker(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
