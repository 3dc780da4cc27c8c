/**
 * The pictures and uploaded PDFs of a specs PDF, loaded once each (a spec placed in two rooms, or
 * thirty specs sharing a drawing, read and convert their file once) and with bounded concurrency,
 * so a 300-product specbook neither waits on one file at a time nor holds hundreds of decoders
 * at once (DESIGN.md budget: < 10 s, < 500 MB).
 */
import type { Db } from '#server/db/client';
import { cachedPdfImage, loadAttachablePdf, pdfImageCacheKey, type TAttachablePdf } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { SPEC_DOCUMENT_TYPES, SPEC_IMAGE_URL_PREFIX } from '#shared/lib/catalogue';
import { logoForPdf, specImageForPdf } from './document-images';
import type { DocumentFile, SpecbookDocument } from './specbook-document.service';
import type { SpecsPdfOptions } from './specs-pdf.options';

/** The converted-image cache's key scheme lives with the PDF building blocks (uploads fill it too). */
export { pdfImageCacheKey } from '#server/lib/pdf/index';

/** Files converted or parsed at the same time (sharp and pdf-lib work off the event loop only in part). */
export const ASSET_CONCURRENCY = 4;

/** What the drawing needs besides the specbook's rows. */
export interface SpecsPdfAssets {
  /** The company logo, PDF-ready, or null. */
  logo: Buffer | null;
  /** PDF-ready images by the specs' imageName; a name without an entry draws a placeholder. */
  images: Map<string, Buffer>;
  /** Uploaded PDFs to merge, by document id: loaded, or why they cannot be. */
  sheets: Map<number, TAttachablePdf>;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the input order of the results. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The document types merged under `options`: spec sheets, then installation. */
export function mergedTypes(options: Pick<SpecsPdfOptions, 'specSheets' | 'installation'>): number[] {
  return [...(options.specSheets ? [SPEC_DOCUMENT_TYPES.specification] : []), ...(options.installation ? [SPEC_DOCUMENT_TYPES.installation] : [])];
}

/** The files merged after a spec's page, spec sheets first, oldest first within a type. */
export function mergedFiles(files: readonly DocumentFile[], types: readonly number[]): DocumentFile[] {
  return types.flatMap((type) => files.filter((file) => file.type === type));
}

/**
 * A spec image ready for the PDF. Converting a photograph is the costliest step of a specs PDF
 * (tens of ms each), so an uploaded image's converted copy is made when it is uploaded
 * (catalogue-edit) and read back here; an image uploaded before that, or whose copy was lost, is
 * converted by the first document and kept. Bundled demo drawings are converted once per process.
 */
async function specImage(db: Db, storage: FileStorage, imageName: string): Promise<Buffer | null> {
  if (!imageName.startsWith(SPEC_IMAGE_URL_PREFIX)) return specImageForPdf(db, storage, imageName);
  const cached = await cachedPdfImage(storage, imageName);
  if (cached) return cached;
  const image = await specImageForPdf(db, storage, imageName);
  if (image) await storage.put(pdfImageCacheKey(imageName), image).catch(() => undefined);
  return image;
}

async function loadSheet(storage: FileStorage, file: DocumentFile): Promise<TAttachablePdf> {
  try {
    return await loadAttachablePdf(await storage.get(file.key));
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

/** Loads the logo, the images and the PDFs to merge that `options` will draw. */
export async function loadSpecsPdfAssets(db: Db, storage: FileStorage, document: SpecbookDocument, options: SpecsPdfOptions): Promise<SpecsPdfAssets> {
  const specs = document.rooms.flatMap((room) => room.specs);
  const wantsImages = options.portfolio || options.productPages;
  const imageNames = wantsImages ? [...new Set(specs.map((spec) => spec.imageName).filter((name): name is string => Boolean(name)))] : [];
  const types = options.productPages ? mergedTypes(options) : [];
  const files = [...new Map(specs.flatMap((spec) => mergedFiles(spec.files, types)).map((file) => [file.id, file])).values()];

  const logo = logoForPdf(storage, document.logoKey, document.company.logoURL);
  const images = await mapWithLimit(imageNames, ASSET_CONCURRENCY, (name) => specImage(db, storage, name));
  const sheets = await mapWithLimit(files, ASSET_CONCURRENCY, (file) => loadSheet(storage, file));
  return {
    logo: await logo,
    images: new Map(imageNames.flatMap((name, i) => (images[i] ? [[name, images[i]] as const] : []))),
    sheets: new Map(files.map((file, i) => [file.id, sheets[i]!])),
  };
}
