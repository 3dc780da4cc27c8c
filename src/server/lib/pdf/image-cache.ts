/**
 * The PDF-ready copies of uploaded spec images (docs/decisions/032). Converting a photograph
 * (decode, bound to PDF_IMAGE_MAX_PX, re-encode) is the costliest step of a specs PDF, so the
 * copy is made once — when the image is uploaded, or by the first document that needs it — and
 * kept in storage under a key derived from the image's URL. Every reader and writer goes through
 * `pdfImageCacheKey`, so there is one key scheme.
 */
import { createHash } from 'node:crypto';
import type { FileStorage } from '#server/lib/storage';
import { pdfImage, PDF_IMAGE_MAX_PX } from './images';

/**
 * Where the PDF-ready copy of an uploaded image is kept: a storage key derived from its URL
 * (immutable: a new upload is a new document id) and the size it was made for, in the shape
 * storage keys must have (a v4-style UUID under a fixed date folder, prefix `pdf-images/`).
 */
export function pdfImageCacheKey(imageName: string): string {
  const hex = createHash('sha256').update(`${imageName}|${PDF_IMAGE_MAX_PX}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return `pdf-images/2000/01/01/${uuid}`;
}

/** The cached PDF-ready copy of the image at `imageName`, or null when none was made yet. */
export async function cachedPdfImage(storage: FileStorage, imageName: string): Promise<Buffer | null> {
  return storage.get(pdfImageCacheKey(imageName)).catch(() => null);
}

/**
 * Converts `raw` (the uploaded image's bytes) for PDFs and keeps the copy for `imageName`.
 * A failure to convert or store is not an error: the next document converts it again.
 * @returns the PDF-ready image, or null when it cannot be read.
 */
export async function cachePdfImage(storage: FileStorage, imageName: string, raw: Buffer): Promise<Buffer | null> {
  const image = await pdfImage(raw);
  if (image) await storage.put(pdfImageCacheKey(imageName), image).catch(() => undefined);
  return image;
}

/** Forgets the PDF-ready copy of a removed image (removing a missing copy is not an error). */
export async function forgetPdfImage(storage: FileStorage, imageName: string): Promise<void> {
  await storage.delete(pdfImageCacheKey(imageName)).catch(() => undefined);
}
