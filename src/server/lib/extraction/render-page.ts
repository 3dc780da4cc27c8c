/**
 * Rendering a PDF page to a PNG (pdfjs-dist on @napi-rs/canvas): at ~300 dpi for OCR, or at a
 * fixed width for the upload's page thumbnails, or in gray for OCR.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { grayOf, type GrayImage } from './gray-image';

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

/** Pixels covering a length (792 pt at 300 dpi is 3300 px, not the 3301 floating point rounding would give). */
const wholePixels = (length: number): number => Math.ceil(length - 1e-6);

/** A page drawn on a canvas, with pixels per PDF point. */
interface PageCanvas {
  canvas: Canvas;
  scale: number;
}

/** Draws page `page` (1-based) of an opened PDF on a white canvas. */
async function renderPageCanvas(pdf: PDFDocumentProxy, page: number, size: RenderSize): Promise<PageCanvas> {
  const pdfPage = await pdf.getPage(page);
  try {
    const scale = 'scale' in size ? size.scale : size.width / pdfPage.getViewport({ scale: 1 }).width;
    const viewport = pdfPage.getViewport({ scale });
    const canvas = createCanvas(wholePixels(viewport.width), wholePixels(viewport.height));
    // pdfjs's types name the DOM canvas; @napi-rs/canvas implements the part pdfjs draws with.
    await pdfPage.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' }).promise;
    return { canvas, scale };
  } finally {
    pdfPage.cleanup();
  }
}

/** Renders page `page` (1-based) of an opened PDF on a white background. */
export async function renderPagePng(pdf: PDFDocumentProxy, page: number, size: RenderSize): Promise<RenderedPage> {
  const { canvas, scale } = await renderPageCanvas(pdf, page, size);
  return { png: await canvas.encode('png'), width: canvas.width, height: canvas.height, scale };
}

/** A page drawn in gray, with pixels per PDF point. */
export interface GrayPage extends GrayImage {
  scale: number;
}

/** Draws page `page` (1-based) of an opened PDF in gray (for OCR: see gray-image.ts). */
export async function renderPageGray(pdf: PDFDocumentProxy, page: number, size: RenderSize): Promise<GrayPage> {
  const { canvas, scale } = await renderPageCanvas(pdf, page, size);
  return { ...grayOf(canvas), scale };
}
