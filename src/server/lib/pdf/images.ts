/**
 * Images for PDFs: pdfkit places only JPEG and PNG, and a full-size photograph per product would
 * make a 300-product document hundreds of megabytes. Every image is re-encoded once, bounded in
 * size; an unreadable image answers null and the document draws a placeholder instead.
 */
import sharp from 'sharp';

/** Longest side, in pixels, of an image placed in a PDF (sharp enough at 4 images per page). */
export const PDF_IMAGE_MAX_PX = 900;

/** The image as a bounded JPEG (PNG when it has transparency), or null when it cannot be read. */
export async function pdfImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { failOn: 'error' }).rotate().resize({ width: PDF_IMAGE_MAX_PX, height: PDF_IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await sharp(bytes).metadata();
    return hasAlpha ? await image.png({ compressionLevel: 6 }).toBuffer() : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}
