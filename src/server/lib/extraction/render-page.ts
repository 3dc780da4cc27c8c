/**
 * Rendering a PDF page to a PNG (pdfjs-dist on @napi-rs/canvas): at ~300 dpi for OCR, or at a
 * fixed width for the upload's page thumbnails.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** PDF points per inch. */
export const POINTS_PER_INCH = 72;
/** Scale for OCR: 300 dpi, tesseract's sweet spot for body text. */
export const OCR_SCALE = 300 / POINTS_PER_INCH;

/** The size to render at: a width in pixels, or pixels per PDF point. */
export type RenderSize = { width: number } | { scale: number };

/** A rendered page. */
export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels per PDF point (divide pixel positions by it to get points). */
  scale: number;
}

/** Renders page `page` (1-based) of an opened PDF on a white background. */
export async function renderPagePng(pdf: PDFDocumentProxy, page: number, size: RenderSize): Promise<RenderedPage> {
  const pdfPage = await pdf.getPage(page);
  try {
    const scale = 'scale' in size ? size.scale : size.width / pdfPage.getViewport({ scale: 1 }).width;
    const viewport = pdfPage.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    // pdfjs's types name the DOM canvas; @napi-rs/canvas implements the part pdfjs draws with.
    await pdfPage.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' }).promise;
    return { png: await canvas.encode('png'), width, height, scale };
  } finally {
    pdfPage.cleanup();
  }
}
