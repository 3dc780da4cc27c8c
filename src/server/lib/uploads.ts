/**
 * Shared pieces of the upload routes (spec files, company logo): the content check of an uploaded
 * file (type, size, an image's pixel count, a PDF document's readability), sharp image rendering,
 * and clean-up of stored keys. No route- or feature-specific messages.
 */
import sharp from 'sharp';
import { ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { loadAttachablePdf } from '#server/lib/pdf/merge';
import { detectFileType, type DetectedMime, type FileStorage } from '#server/lib/storage';
import { IMAGE_MAX_PIXELS, UPLOAD_MESSAGES } from '#shared/lib/upload-messages';

/** One megabyte. */
export const MB = 1024 * 1024;

/** What an upload must be and the messages when it is not. */
export interface UploadRule {
  maxMb: number;
  /** Is the detected type acceptable? */
  accepts: (type: DetectedMime) => boolean;
  tooLarge: string;
  wrongType: string;
}

/**
 * The file's real type (by its magic bytes, never its name or claimed type), when the rule accepts
 * it and it is within the size limit.
 * @throws ValidationError naming the file's field otherwise.
 */
export function checkFile(file: UploadedFile, rule: UploadRule): DetectedMime {
  if (file.data.length > rule.maxMb * MB) throw ValidationError.field(file.field, rule.tooLarge);
  const type = detectFileType(file.data);
  if (type === null || !rule.accepts(type)) throw ValidationError.field(file.field, rule.wrongType);
  return type;
}

/**
 * Refuses a PDF document that could never be merged into the specbook PDFs: encrypted
 * (password-protected) or unreadable, with the reason `loadAttachablePdf` reports.
 * @throws ValidationError naming the file's field.
 */
export async function checkAttachablePdf(file: UploadedFile): Promise<void> {
  const pdf = await loadAttachablePdf(file.data);
  if (!pdf.ok) throw ValidationError.field(file.field, pdf.reason === 'encrypted' ? UPLOAD_MESSAGES.pdfEncrypted : UPLOAD_MESSAGES.pdfUnreadable);
}

/** True for the image types {@link checkFile} detects. */
export function isImageType(type: DetectedMime): boolean {
  return type.startsWith('image/');
}

/** How {@link renderPng} sizes an image: a `cover` crop to exactly the box, or `inside` without enlarging. */
export interface RenderBox {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * Refuses an image above IMAGE_MAX_PIXELS from its header alone (sharp metadata: nothing is
 * decoded), so a small file that would decode to gigabytes never reaches the decoder.
 * @throws ValidationError naming the file's field: the pixel message, or `undecodable` when the
 *   header cannot be read.
 */
async function checkImagePixels(file: UploadedFile, undecodable: string): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(file.data).metadata();
  } catch {
    throw ValidationError.field(file.field, undecodable);
  }
  const { width = 0, height = 0 } = size;
  if (width * height > IMAGE_MAX_PIXELS) throw ValidationError.field(file.field, UPLOAD_MESSAGES.imageTooManyPixels(width, height));
}

/**
 * The image redrawn as PNG by sharp (EXIF orientation applied, first frame only), sized to `box`,
 * once its header shows at most IMAGE_MAX_PIXELS (every image upload goes through here).
 * Re-encoding also drops anything but the pixels.
 * @throws ValidationError naming the file's field: the pixel message for a larger image, or
 *   `undecodable` when sharp cannot read it.
 */
export async function renderPng(file: UploadedFile, box: RenderBox, undecodable: string): Promise<Buffer> {
  await checkImagePixels(file, undecodable);
  try {
    return await sharp(file.data, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .png()
      .toBuffer();
  } catch {
    throw ValidationError.field(file.field, undecodable);
  }
}

/** The last segment of a storage key: its unguessable file name, used in public URLs. */
export function storageKeyName(key: string): string {
  return key.split('/').at(-1) ?? key;
}

/** Removes stored files (after a failed write or a replacement); failures are ignored. */
export async function removeStored(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
