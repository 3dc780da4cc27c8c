/**
 * The bytes of a spec's image or the company logo, ready for a PDF (bounded JPEG/PNG). Images come
 * from two places: uploaded ones through the storage interface (public URL
 * `/api/files/spec-documents/{id}/{name}`), and the demo catalogue's drawings bundled in `public/`.
 * Anything else (a remote URL, a missing file) answers null: documents draw a placeholder.
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

async function rawImage(db: Db, storage: FileStorage, imageName: string): Promise<Buffer | null> {
  if (imageName.startsWith(SPEC_IMAGE_URL_PREFIX)) {
    const [id, name] = imageName.slice(SPEC_IMAGE_URL_PREFIX.length).split('/');
    const file = await publicImage(db, Number(id), name ?? '');
    return file ? storage.get(file.key) : null;
  }
  if (BUNDLED.test(imageName) && !imageName.includes('..')) return readFile(path.join(PUBLIC_DIR, imageName));
  return null;
}

/**
 * The bundled drawings converted so far, by path: they never change while the server runs and
 * there are a few dozen (public/demo), so each is converted once per process, when first drawn.
 */
const bundledConverted = new Map<string, Promise<Buffer | null>>();

async function convert(db: Db, storage: FileStorage, imageName: string): Promise<Buffer | null> {
  try {
    const raw = await rawImage(db, storage, imageName);
    return raw ? await pdfImage(raw) : null;
  } catch {
    return null;
  }
}

/** A spec image for a PDF by its catalogue imageName, or null when there is none to draw. */
export async function specImageForPdf(db: Db, storage: FileStorage, imageName: string | null): Promise<Buffer | null> {
  if (!imageName) return null;
  if (!BUNDLED.test(imageName)) return convert(db, storage, imageName);
  let converted = bundledConverted.get(imageName);
  if (!converted) {
    converted = convert(db, storage, imageName);
    bundledConverted.set(imageName, converted);
    // Only files that exist are kept, so names that match nothing cannot grow the map.
    void converted.then((image) => image ?? bundledConverted.delete(imageName));
  }
  return converted;
}

/** The company logo for a PDF by its storage key, or null. */
export async function logoForPdf(storage: FileStorage, logoKey: string | null): Promise<Buffer | null> {
  if (!logoKey) return null;
  try {
    return await pdfImage(await storage.get(logoKey));
  } catch {
    return null;
  }
}
