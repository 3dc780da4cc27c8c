/**
 * Drawing a PDF with pdfkit into memory. Every Specfolio document starts here so that page size,
 * margins, metadata and the buffering of pages are the same everywhere.
 */
import PDFDocument from 'pdfkit';

/** P (portrait) or L (landscape), as the download options name them. */
export type TPdfOrientation = 'P' | 'L';

/** Options of {@link renderPdf}. */
export interface RenderPdfOptions {
  /** Document title (PDF metadata). */
  title: string;
  /** Who made it (PDF metadata), usually the company name. */
  author?: string;
  orientation?: TPdfOrientation;
  /** Page size; US Letter by default (the showrooms' paper). */
  size?: string | [number, number];
  /** Page margin in points; 48 by default. */
  margin?: number;
  /** Creation date (PDF metadata, and the file ID made from it); now by default. A fixed one makes the same bytes each time. */
  creationDate?: Date;
}

/** A pdfkit document, for the drawing callbacks. */
export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Creates a pdfkit document, lets `draw` fill it (pages are buffered, so `draw` may go back to an
 * earlier page with `doc.switchToPage` for page numbers or a table of contents) and answers the
 * finished PDF bytes.
 */
export async function renderPdf(options: RenderPdfOptions, draw: (doc: PdfDoc) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size ?? 'LETTER',
    layout: options.orientation === 'L' ? 'landscape' : 'portrait',
    margin: options.margin ?? 48,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: options.title,
      Author: options.author ?? 'Specfolio',
      Creator: 'Specfolio',
      Producer: 'Specfolio',
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    await draw(doc);
  } finally {
    doc.end();
  }
  return done;
}
