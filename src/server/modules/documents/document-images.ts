/**
 * The bytes of a spec's image or the company logo, ready for a PDF (bounded JPEG/PNG). Images come
 * from two places: uploaded ones through the storage interface (public URL
 * `/api/files/spec-documents/{id}/{name}`, an uploaded logo by its key), and the demo catalogue's
 * drawings and demo companies' logos bundled in `public/demo/`. Anything else (a remote URL, a
 * missing file) answers null: documents draw a placeholder or no logo.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '#server/db/client';
import { pdfImage } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { publicImage } from '#server/modules/catalogue-edit/spec-documents.service';
import { SPEC_IMAGE_URL_PREFIX } from '#shared/lib/catalogue';

/** The repository's public folder (bundled demo images), whatever the working directory. */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');

/** Bundled images: a plain path of letters, digits, dashes and dots under /demo/. */
const BUNDLED = /^\/demo\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i;

/** Whether `imageName` names a bundled image (the /demo/ rule; never a path out of public/). */
function isBundled(imageName: string): boolean {
  return BUNDLED.test(imageName) && !imageName.includes('..');
}

/**
 * The bundled images converted so far, by path: they never change while the server runs and
 * there are a few dozen (public/demo), so each is converted once per process, when first drawn.
 */
const bundledConverted = new Map<string, Promise<Buffer | null>>();

/** A bundled demo drawing or logo ready for a PDF, or null when there is no such file. */
function bundledImageForPdf(imageName: string): Promise<Buffer | null> {
  let converted = bundledConverted.get(imageName);
  if (!converted) {
    converted = readFile(path.join(PUBLIC_DIR, imageName)).then(pdfImage, () => null);
    bundledConverted.set(imageName, converted);
    // Only files that exist are kept, so names that match nothing cannot grow the map.
    void converted.then((image) => image ?? bundledConverted.delete(imageName));
  }
  return converted;
}

/** An uploaded spec image (`/api/files/spec-documents/{id}/{name}`) ready for a PDF, or null. */
async function uploadedImageForPdf(db: Db, storage: FileStorage, imageName: string): Promise<Buffer | null> {
  try {
    const [id, name] = imageName.slice(SPEC_IMAGE_URL_PREFIX.length).split('/');
    const file = await publicImage(db, Number(id), name ?? '');
    return file ? await pdfImage(await storage.get(file.key)) : null;
  } catch {
    return null;
  }
}

/** A spec image for a PDF by its catalogue imageName, or null when there is none to draw. */
export async function specImageForPdf(db: Db, storage: FileStorage, imageName: string | null): Promise<Buffer | null> {
  if (!imageName) return null;
  if (imageName.startsWith(SPEC_IMAGE_URL_PREFIX)) return uploadedImageForPdf(db, storage, imageName);
  return isBundled(imageName) ? bundledImageForPdf(imageName) : null;
}

/**
 * The company logo for a PDF: the uploaded logo by its storage key; without one, a bundled logo
 * named by the account's logo URL (the demo companies' `/demo/…-logo.svg`, the same rule as spec
 * images); otherwise null.
 */
export async function logoForPdf(storage: FileStorage, logoKey: string | null, logoUrl: string | null = null): Promise<Buffer | null> {
  if (!logoKey) return logoUrl && isBundled(logoUrl) ? bundledImageForPdf(logoUrl) : null;
  try {
    return await pdfImage(await storage.get(logoKey));
  } catch {
    return null;
  }
}
