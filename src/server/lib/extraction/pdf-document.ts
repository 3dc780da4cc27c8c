/**
 * Opening a PDF with pdfjs-dist in Node for the extraction engines: no network (standard fonts,
 * CMaps and the image decoders' wasm come from the installed package), no worker thread (pdfjs
 * runs its worker code in-process), canvases from @napi-rs/canvas (pdfjs's Node canvas factory).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError } from './engine';

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const packageFolder = (name: string): string => `${path.join(PDFJS_DIR, name)}/`;

/** pdfjs rejects an encrypted PDF with a PasswordException (not exported by its legacy build). */
const isPasswordError = (error: unknown): boolean => error instanceof Error && error.name === 'PasswordException';

/**
 * Opens PDF bytes (copied: pdfjs takes ownership of the buffer it is given).
 * @throws ExtractionError `encrypted` for a password-protected PDF, `notAPdf` for bytes pdfjs cannot read.
 */
export async function openPdfDocument(pdf: Uint8Array): Promise<PDFDocumentProxy> {
  if (Buffer.from(pdf.subarray(0, 1024)).indexOf('%PDF-') < 0) throw new ExtractionError(AIPQ_MESSAGES.notAPdf);
  // Loaded on first use: importing pdfjs takes ~1.5 s, which every server start would otherwise pay.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: packageFolder('standard_fonts'),
    cMapUrl: packageFolder('cmaps'),
    wasmUrl: packageFolder('wasm'),
    iccUrl: packageFolder('iccs'),
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw new ExtractionError(isPasswordError(error) ? AIPQ_MESSAGES.encrypted : AIPQ_MESSAGES.notAPdf);
  }
}

/** Runs `read` on the opened document and always releases it. */
export async function withPdfDocument<T>(pdf: Uint8Array, read: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const doc = await openPdfDocument(pdf);
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}
