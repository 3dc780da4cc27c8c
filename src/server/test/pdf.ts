/**
 * Reading generated PDFs in tests: page count, text per page (pdfjs-dist) and the QR codes placed
 * on a page, decoded with jsqr from the page's own embedded images.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import PDFDocument from 'pdfkit';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** What a test reads from a PDF. */
export interface ParsedPdf {
  pageCount: number;
  /** Text of each page, items joined by single spaces. */
  pages: string[];
  /** All pages' text joined by newlines. */
  text: string;
  /** The document's Title metadata. */
  title: string | undefined;
}

/** Opens PDF bytes with pdfjs-dist (no worker, no canvas needed). */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
  }).promise;
}

/** Page count, text per page and title of a PDF; rejects when the bytes are not a PDF. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return { pageCount: doc.numPages, pages, text: pages.join('\n'), title: info.Title };
  } finally {
    await doc.destroy();
  }
}

/** pdfjs decoded image data (ImageKind: 1 = 1 bit gray, 2 = RGB, 3 = RGBA). */
interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8ClampedArray;
}

/** RGBA pixels of a decoded image, as jsqr wants them. */
function toRgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  if (image.kind === 3) return image.data;
  const rgba = new Uint8ClampedArray(pixels * 4);
  if (image.kind === 2) {
    for (let i = 0; i < pixels; i += 1) rgba.set([image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!, 255], i * 4);
    return rgba;
  }
  const rowBytes = Math.ceil(image.width / 8);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const bit = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.set([bit * 255, bit * 255, bit * 255, 255], (y * image.width + x) * 4);
    }
  }
  return rgba;
}

/** The images painted on page `pageNumber` (1-based), decoded by pdfjs, in drawing order. */
async function pageImages(bytes: Uint8Array, pageNumber: number): Promise<DecodedImage[]> {
  const doc = await openPdf(bytes);
  try {
    const page = await doc.getPage(pageNumber);
    const ops = await page.getOperatorList();
    const found: DecodedImage[] = [];
    for (let i = 0; i < ops.fnArray.length; i += 1) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = (ops.argsArray[i] as [string])[0];
      found.push(await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve)));
    }
    return found;
  } finally {
    await doc.destroy();
  }
}

/** The QR codes drawn as images on page `pageNumber` (1-based), decoded, in drawing order. */
export async function decodeQrCodes(bytes: Uint8Array, pageNumber = 1): Promise<string[]> {
  const images = await pageImages(bytes, pageNumber);
  return images.flatMap((image) => jsQR(toRgba(image), image.width, image.height)?.data ?? []);
}

/** The pixel size of each image painted on page `pageNumber` (1-based), in drawing order. */
export async function paintedImages(bytes: Uint8Array, pageNumber = 1): Promise<{ width: number; height: number }[]> {
  return (await pageImages(bytes, pageNumber)).map(({ width, height }) => ({ width, height }));
}

/** A fixture: a PDF that needs a password to open (as some manufacturers' spec sheets do). */
export function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('locked');
  doc.end();
  return done;
}
