/**
 * Uploaded spec files: checked by content (PDF magic bytes, image signatures, never the client's
 * name or claimed type), size-limited, stored through the storage interface under generated keys.
 */
import { EXTENSION_FOR_MIME, newStorageKey, type DetectedMime, type FileStorage } from '#server/lib/storage';
import type { UploadedFile } from '#server/lib/http/multipart';
import { checkAttachablePdf, checkFile, isImageType, MB, removeStored, renderPng, storageKeyName } from '#server/lib/uploads';
import { CREATE_SPEC_LIMITS as L, CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';
import { SPEC_IMAGE_URL_PREFIX } from '#shared/lib/catalogue';

/** What an upload must be: a PDF document or an image. */
export type UploadKind = 'pdf' | 'image';

/** A file written to storage, with its 100×100 thumbnail when it is an image. */
export interface StoredFile {
  key: string;
  contentType: DetectedMime;
  size: number;
  thumbnailKey: string | null;
}

/** Thumbnails are 100×100 (spec §9), cropped to fill, as PNG. */
export const THUMBNAIL_SIZE = 100;
export const THUMBNAIL_TYPE = 'image/png';

/**
 * A 100×100 thumbnail of an image (sharp).
 * @throws ValidationError naming the field when the image cannot be decoded.
 */
function thumbnailOf(file: UploadedFile): Promise<Buffer> {
  return renderPng(file, { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' }, M.imageNotImage);
}

/** Bytes kept of one uploaded file: one past the largest allowed, so an oversized file is told apart and refused with its message. */
export const SPEC_FILE_MAX_BYTES = Math.max(L.imageMaxMb, L.pdfMaxMb) * MB + 1;

/**
 * The file's real type, when it is of the wanted kind and within its size limit, and — a PDF —
 * one the specbook PDFs can include (not password-protected, readable). An image's pixel limit is
 * checked when its thumbnail is drawn ({@link storeUpload}), before anything of it is stored.
 * @throws ValidationError naming the field otherwise.
 */
export async function checkUpload(file: UploadedFile, kind: UploadKind): Promise<DetectedMime> {
  const maxMb = kind === 'pdf' ? L.pdfMaxMb : L.imageMaxMb;
  const type = checkFile(file, {
    maxMb,
    accepts: kind === 'pdf' ? (type) => type === 'application/pdf' : isImageType,
    tooLarge: M.fileTooLarge(maxMb),
    wrongType: kind === 'pdf' ? M.documentNotPdf : M.imageNotImage,
  });
  if (kind === 'pdf') await checkAttachablePdf(file);
  return type;
}

/**
 * Stores a checked upload under a fresh key `spec-files/YYYY/MM/DD/<uuid>.<ext>`, and an image's
 * thumbnail under another (made first, so an undecodable image stores nothing).
 */
export async function storeUpload(storage: FileStorage, file: UploadedFile, type: DetectedMime): Promise<StoredFile> {
  const thumbnail = isImageType(type) ? await thumbnailOf(file) : null;
  const key = newStorageKey(EXTENSION_FOR_MIME[type], { prefix: 'spec-files' });
  await storage.put(key, file.data, { contentType: type });
  if (!thumbnail) return { key, contentType: type, size: file.data.length, thumbnailKey: null };
  const thumbnailKey = newStorageKey('png', { prefix: 'spec-files' });
  try {
    await storage.put(thumbnailKey, thumbnail, { contentType: THUMBNAIL_TYPE });
  } catch (error) {
    await removeStored(storage, [key]);
    throw error;
  }
  return { key, contentType: type, size: file.data.length, thumbnailKey };
}

/** Every storage key of stored uploads (files and thumbnails), for clean-up. */
export function storedKeys(files: readonly StoredFile[]): string[] {
  return files.flatMap((f) => (f.thumbnailKey ? [f.key, f.thumbnailKey] : [f.key]));
}

/** The public URL of an image document (an <img> cannot send a bearer token): id plus the key's unguessable name. */
export function publicImageUrl(documentId: number, key: string): string {
  return `${SPEC_IMAGE_URL_PREFIX}${documentId}/${storageKeyName(key)}`;
}

/** The authenticated download URL of a document. */
export function documentDownloadUrl(userId: number, specId: number, documentId: number): string {
  return `/api/v4/user/${userId}/specs/${specId}/documents/${documentId}/file`;
}
