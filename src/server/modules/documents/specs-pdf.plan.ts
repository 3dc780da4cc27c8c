/**
 * The page plan of a specs PDF, made before anything is drawn: which page shows what and, with
 * the page counts of the uploaded PDFs merged after product pages known, every page's final
 * number. So the table of contents, the product pages' document references and the footers print
 * the numbers a reader sees in the finished, merged file.
 */
import type { TAttachablePdf } from '#server/lib/pdf/index';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import { docText } from '#server/lib/document-locale';
import { SPECS_PDF_TEXT as T } from '#shared/lib/specs-pdf-messages';
import { mergedFiles, mergedTypes } from './specs-pdf.assets';
import { contentsRowsPerPage } from './specs-pdf.layout';
import type { SpecsPdfOptions } from './specs-pdf.options';
import type { DocumentFile, DocumentRoom, DocumentSpec } from './specbook-document.service';

/** A line of the table of contents: a section (level 0) or a room in it (level 1). */
export interface ContentsRow {
  label: string;
  level: 0 | 1;
  /** Final page number, or null when the room has nothing in that section. */
  page: number | null;
  /** Small text beside the label, e.g. "3 products". */
  note: string | null;
}

/** An uploaded PDF listed on a product page: merged at `firstPage`, or skipped with a reason. */
export interface PlannedSheet {
  file: DocumentFile;
  label: string;
  pageCount: number;
  firstPage: number | null;
  skipped: 'encrypted' | 'corrupt' | null;
}

/** One drawn page (merged pages are not drawn). */
export type PlannedPage =
  | { kind: 'cover' }
  | { kind: 'contents'; rows: ContentsRow[]; continued: boolean; empty: boolean }
  | { kind: 'portfolio'; room: DocumentRoom; specs: DocumentSpec[]; continued: boolean }
  | { kind: 'product'; room: DocumentRoom; spec: DocumentSpec; firstOfRoom: boolean; sheets: PlannedSheet[] };

/** A drawn page with its final number. */
export type NumberedPage = PlannedPage & { number: number };

/** The plan: drawn pages in order, merges after drawn pages (0-based index), the final page count. */
export interface SpecsPdfPlan {
  pages: NumberedPage[];
  merges: { afterPage: number; fileId: number }[];
  total: number;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function portfolioPages(rooms: readonly DocumentRoom[], perPage: number): PlannedPage[] {
  return rooms.flatMap((room) => chunk(room.specs, perPage).map((specs, i) => ({ kind: 'portfolio' as const, room, specs, continued: i > 0 })));
}

function sheetLabel(file: DocumentFile): string {
  return file.type === SPEC_DOCUMENT_TYPES.installation ? docText(T.installation) : docText(T.specification);
}

function productPages(rooms: readonly DocumentRoom[], types: readonly number[], sheets: ReadonlyMap<number, TAttachablePdf>): PlannedPage[] {
  return rooms.flatMap((room) =>
    room.specs.map((spec, i) => ({
      kind: 'product' as const,
      room,
      spec,
      firstOfRoom: i === 0,
      sheets: mergedFiles(spec.files, types).map((file): PlannedSheet => {
        const loaded = sheets.get(file.id) ?? { ok: false, reason: 'corrupt' as const };
        return { file, label: sheetLabel(file), pageCount: loaded.ok ? loaded.pageCount : 0, firstPage: null, skipped: loaded.ok ? null : loaded.reason };
      }),
    })),
  );
}

/** "1 product" / "{n} products" in the document's locale (the contents and the room band). */
export function productCount(n: number): string {
  return n === 1 ? docText('1 product') : docText('{count} products', { count: n });
}

type Section = 'portfolio' | 'product';

/** A contents row with what its page number points at (the section's or the room's first page in it). */
type PendingRow = { row: ContentsRow; section: Section; room: DocumentRoom | null };

/** The contents' rows, pages filled in later by {@link fillContents}. */
function contentsRows(rooms: readonly DocumentRoom[], options: SpecsPdfOptions): PendingRow[] {
  const sectionRows = (section: Section, label: string): PendingRow[] => [
    { row: { label, level: 0, page: null, note: null }, section, room: null },
    ...rooms.map((room): PendingRow => ({
      row: { label: room.name, level: 1, page: null, note: room.specs.length ? productCount(room.specs.length) : docText(T.noProducts) },
      section,
      room,
    })),
  ];
  return [...(options.portfolio ? sectionRows('portfolio', docText(T.portfolio)) : []), ...(options.productPages ? sectionRows('product', docText(T.products)) : [])];
}

/** Numbers the pages and merged sheets; answers the merges and the page count. */
function numberPages(pages: readonly PlannedPage[]): Omit<SpecsPdfPlan, 'pages'> & { pages: NumberedPage[] } {
  let next = 1;
  const merges: SpecsPdfPlan['merges'] = [];
  const numbered = pages.map((page, index): NumberedPage => {
    const number = next;
    next += 1;
    if (page.kind === 'product') {
      for (const sheet of page.sheets) {
        if (sheet.skipped) continue;
        sheet.firstPage = next;
        next += sheet.pageCount;
        merges.push({ afterPage: index, fileId: sheet.file.id });
      }
    }
    return { ...page, number };
  });
  return { pages: numbered, merges, total: next - 1 };
}

/** Fills the contents' page numbers: each section's and each room's first page in it. */
function fillContents(rows: readonly PendingRow[], pages: readonly NumberedPage[]): void {
  for (const { row, section, room } of rows) {
    const kind = section === 'portfolio' ? 'portfolio' : 'product';
    row.page = pages.find((p) => p.kind === kind && (room === null || p.room === room))?.number ?? null;
  }
}

/**
 * The plan of a specs PDF over `rooms`: cover, contents (as many pages as its rows need),
 * portfolio pages room by room (`imagesPerPage` a page), then a page per product with its
 * uploaded PDFs merged after it.
 */
export function planSpecsPdf(rooms: readonly DocumentRoom[], options: SpecsPdfOptions, sheets: ReadonlyMap<number, TAttachablePdf>): SpecsPdfPlan {
  const empty = rooms.every((room) => room.specs.length === 0);
  const rows = empty ? [] : contentsRows(rooms, options);
  const contents: PlannedPage[] = (rows.length ? chunk(rows, contentsRowsPerPage(options.orientation)) : [[]]).map((pageRows, i) => ({
    kind: 'contents',
    rows: pageRows.map((pending) => pending.row),
    continued: i > 0,
    empty: empty && i === 0,
  }));
  const pages: PlannedPage[] = [
    { kind: 'cover' },
    ...contents,
    ...(options.portfolio ? portfolioPages(rooms, options.imagesPerPage) : []),
    ...(options.productPages ? productPages(rooms, mergedTypes(options), sheets) : []),
  ];
  const plan = numberPages(pages);
  fillContents(rows, plan.pages);
  return plan;
}
