/**
 * Merging uploaded PDFs (manufacturers' spec sheets, installation guides) into a drawn document
 * with pdf-lib. An uploaded file that cannot be merged (corrupt, encrypted, empty) is reported,
 * never thrown: the caller notes it in the document and the download still succeeds.
 */
import { PDFDocument } from 'pdf-lib';
import { eventLoopYielder } from './yield';

/** An uploaded PDF ready to merge, or why it cannot be. */
export type TAttachablePdf = { ok: true; doc: PDFDocument; pageCount: number } | { ok: false; reason: 'encrypted' | 'corrupt' };

/** The note a document prints in place of a file it could not merge. */
export function skippedPdfNote(name: string, reason: 'encrypted' | 'corrupt'): string {
  return reason === 'encrypted'
    ? `${name} is password-protected and could not be included.`
    : `${name} could not be read and was not included.`;
}

/** Opens an uploaded PDF for merging; encrypted, unreadable or page-less files answer ok: false. */
export async function loadAttachablePdf(bytes: Uint8Array): Promise<TAttachablePdf> {
  try {
    // Loaded with ignoreEncryption so that an encrypted file is told apart from a broken one
    // (pdf-lib's own EncryptedPDFError does not survive its ES5 build as a class to test for).
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (doc.isEncrypted) return { ok: false, reason: 'encrypted' };
    const pageCount = doc.getPageCount();
    return pageCount > 0 ? { ok: true, doc, pageCount } : { ok: false, reason: 'corrupt' };
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

/** Pages to insert: all pages of `doc`, after page `afterPage` (0-based) of the base document. */
export interface PdfInsert {
  afterPage: number;
  doc: PDFDocument;
}

/**
 * Inserts every page of each `insert.doc` after its page of `base` (inserts after the same page
 * keep their order) and answers the merged PDF. Gives the event loop a turn every few documents
 * (pdf-lib itself yields while it parses and saves).
 */
export async function insertPdfPages(base: Uint8Array, inserts: readonly PdfInsert[]): Promise<Buffer> {
  if (inserts.length === 0) return Buffer.from(base);
  const merged = await PDFDocument.load(base, { updateMetadata: false });
  // Insert from the back so the earlier page positions stay valid.
  const ordered = inserts.map((insert, index) => ({ insert, index })).sort((a, b) => b.insert.afterPage - a.insert.afterPage || b.index - a.index);
  const pause = eventLoopYielder();
  for (const { insert } of ordered) {
    const pages = await merged.copyPages(insert.doc, insert.doc.getPageIndices());
    pages.forEach((page, offset) => merged.insertPage(insert.afterPage + 1 + offset, page));
    await pause();
  }
  return Buffer.from(await merged.save({ useObjectStreams: true }));
}
