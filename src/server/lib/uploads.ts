/**
 * Shared pieces of the upload routes (spec files, company logo): the content check of an uploaded
 * file, sharp image rendering, and clean-up of stored keys. No route- or feature-specific messages.
 */
import sharp from 'sharp';
import { ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { detectFileType, type DetectedMime, type FileStorage } from '#server/lib/storage';

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
 * The image redrawn as PNG by sharp (EXIF orientation applied, first frame only), sized to `box`.
 * Re-encoding also drops anything but the pixels.
 * @throws ValidationError naming the file's field with `undecodable` when sharp cannot read it.
 */
export async function renderPng(file: UploadedFile, box: RenderBox, undecodable: string): Promise<Buffer> {
  try {
    return await sharp(file.data, { animated: false })
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
