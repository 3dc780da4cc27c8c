/**
 * The specs PDF (createSpecsPdf, spec/client-view-and-downloads.md §2.9, §7, §9; docs/decisions/032):
 * a specbook document a showroom hands its client — cover, contents by room, picture portfolio,
 * a page per product and, as asked, each product's spec sheets and installation guides merged
 * after its page. pdfkit draws, pdf-lib merges; an uploaded PDF that cannot be merged is noted on
 * its product's page and the download still succeeds.
 */
import { requireAccess } from '#server/lib/access';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { docText, inUserLocale } from '#server/lib/document-locale';
import { NotFoundError } from '#server/lib/http/errors';
import { insertPdfPages, renderPdf } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { ESPECBOOK_PDF } from '#shared/lib/especbook-messages';
import { SPECS_PDF_ERRORS as E, SPECS_PDF_TEXT as T } from '#shared/lib/specs-pdf-messages';
import type { TSpecsPdfPayloadInput } from '#shared/schemas/specs-pdf';
import { loadSpecsPdfAssets, mergedFiles, mergedTypes } from './specs-pdf.assets';
import { drawSpecsPdf } from './specs-pdf.draw';
import { specsPdfOptions, type SpecsPdfOptions } from './specs-pdf.options';
import { planSpecsPdf } from './specs-pdf.plan';
import { loadSpecbookDocument, type SpecbookDocument } from './specbook-document.service';

/**
 * Specs PDFs built at once in one process: a 300-product document holds ~200 MB while it is built
 * (bench/README.md), so more wait their turn rather than add up (DESIGN.md: < 500 MB).
 */
export const MAX_CONCURRENT_BUILDS = 2;
let building = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once a build slot is free; a finished build hands its slot to the next waiting one. */
export async function inBuildSlot<T>(task: () => Promise<T>): Promise<T> {
  if (building < MAX_CONCURRENT_BUILDS) building += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else building -= 1;
  }
}

/** A built specs PDF and the name to save it under ("{specbook name} - Specs.pdf"). */
export interface BuiltSpecsPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * From this size on a specs PDF is built as a PDF job (createSpecsPdf answers 202 and the job)
 * instead of inside the request (docs/decisions/032, "Large documents"). Measured with
 * bench/specs-pdf.ts (a photograph, a 2-page spec sheet each, an installation guide every third):
 * 60 products with 80 merged documents take 2.0 s cold (photographs converted the first time) and
 * 0.5 s warm — about the longest a request should hold a connection; 300 products with 400 merged
 * take 13.8 s cold, 4.1 s warm. Merging is the other cost that grows, so more than 80 merged spec
 * sheets / installation guides make a job whatever the product count.
 */
export const LARGE_SPECS_PDF = { specs: 60, mergedDocuments: 80 } as const;

/** What a specs PDF would hold: its products and the uploaded PDFs merged after them. */
export interface SpecsPdfSize {
  specs: number;
  mergedDocuments: number;
}

/** The products of `rooms` and the uploaded PDFs `options` merges after them. */
export function specsPdfSize(rooms: SpecbookDocument['rooms'], options: SpecsPdfOptions): SpecsPdfSize {
  const specs = rooms.flatMap((room) => room.specs);
  const types = options.productPages ? mergedTypes(options) : [];
  return { specs: specs.length, mergedDocuments: specs.reduce((n, spec) => n + mergedFiles(spec.files, types).length, 0) };
}

/** Whether a document of this size is built as a job ({@link LARGE_SPECS_PDF}). */
export function isLargeSize(size: SpecsPdfSize): boolean {
  return size.specs > LARGE_SPECS_PDF.specs || size.mergedDocuments > LARGE_SPECS_PDF.mergedDocuments;
}

/**
 * The PDF modal's options need the flag useNewPDF (user.canUsePdfModal, spec/client-view-and-downloads.md
 * §2.9; docs/decisions/088): without it only the portrait PDF of the legacy download is made. A token
 * viewer is held to the specbook owner's flag (its session carries the owner's grants).
 * @throws ForbiddenError (403) for landscape without the flag.
 */
export function requireSpecsPdfAccess(user: AuthUser, options: Pick<SpecsPdfOptions, 'orientation'>): void {
  if (options.orientation === 'L') requireAccess(user, 'pdfOrientation');
}

/**
 * Whether the specs PDF a payload asks for is large ({@link LARGE_SPECS_PDF}), counted for the
 * caller (a token viewer without specifications merges nothing). A specbook the caller may not
 * see is not large: the direct build then answers its 404. Throws the payload's ZodError.
 */
export async function isLargeSpecsPdf(ctx: ServiceContext, specbookId: number, payload: TSpecsPdfPayloadInput): Promise<boolean> {
  const options = specsPdfOptions(payload, ctx.viewer);
  requireSpecsPdfAccess(ctx.user, options);
  const document = await loadSpecbookDocument(ctx, specbookId, { categoryIds: options.categoryIds });
  return isLargeSize(specsPdfSize(document.rooms, options));
}

/**
 * Builds the specs PDF of a specbook of the caller's account (404 for any other, and for a
 * `categories` id that is not one of its rooms) from a createSpecsPdf payload, raw or parsed.
 * A token viewer's (ctx.viewer) prices, model numbers, specifications and customer details are
 * capped by its permissions whatever the payload asks. Pure of HTTP: the PDF job runner calls
 * it as well. At most {@link MAX_CONCURRENT_BUILDS} builds run at once per process.
 * @throws ZodError for an invalid payload; ForbiddenError for landscape without useNewPDF; NotFoundError as above.
 */
export async function buildSpecsPdf(ctx: ServiceContext, storage: FileStorage, specbookId: number, payload: TSpecsPdfPayloadInput): Promise<BuiltSpecsPdf> {
  return inUserLocale(ctx.user, async () => {
    const options = specsPdfOptions(payload, ctx.viewer);
    requireSpecsPdfAccess(ctx.user, options);
    return inBuildSlot(() => build(ctx, storage, specbookId, options));
  });
}

async function build(ctx: ServiceContext, storage: FileStorage, specbookId: number, options: SpecsPdfOptions): Promise<BuiltSpecsPdf> {
  const document = await loadSpecbookDocument(ctx, specbookId, { categoryIds: options.categoryIds });
  const found = new Set(document.rooms.map((room) => room.id));
  if (options.categoryIds.some((id) => !found.has(id))) throw new NotFoundError(E.categoryNotFound);
  // An empty Miscellaneous is not a room anyone made: it is left out of the contents.
  const rooms = document.rooms.filter((room) => room.id !== null || room.specs.length > 0);
  const assets = await loadSpecsPdfAssets(ctx.db, storage, document, options);
  const plan = planSpecsPdf(rooms, options, assets.sheets);
  const drawn = await renderPdf(
    { title: `${document.specbook.name} - ${docText(T.title)}`, author: document.company.companyName, orientation: options.orientation, margin: 0 },
    (doc) => drawSpecsPdf(doc, plan, document, options, assets),
  );
  const inserts = plan.merges.flatMap(({ afterPage, fileId }) => {
    const sheet = assets.sheets.get(fileId);
    return sheet?.ok ? [{ afterPage, doc: sheet.doc }] : [];
  });
  return { pdf: await insertPdfPages(drawn, inserts), fileName: ESPECBOOK_PDF.fileName(document.specbook.name) };
}
