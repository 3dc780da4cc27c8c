/**
 * Limits and messages every file upload shares (spec files, company logo): the pixel limit of
 * images and why an uploaded PDF document is refused (decision 038).
 */

/** Largest image accepted, in pixels (width × height): 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Messages of the shared upload checks. */
export const UPLOAD_MESSAGES = {
  /** An image above IMAGE_MAX_PIXELS. */
  imageTooManyPixels: (width: number, height: number) =>
    `Images can be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels; this one is ${width} × ${height} pixels (${Math.round((width * height) / 100_000) / 10} megapixels). Please upload a smaller image.`,
  /** A PDF that needs a password to open. */
  pdfEncrypted: 'This PDF is password-protected and cannot be included in the specbook PDFs. Please upload a copy without a password.',
  /** A PDF pdf-lib cannot read (corrupt, or without pages). */
  pdfUnreadable: 'This PDF could not be read (it may be damaged). Please upload a valid PDF file.',
} as const;
