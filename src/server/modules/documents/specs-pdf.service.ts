/**
 * The specs PDF (createSpecsPdf, spec/client-view-and-downloads.md §2.9, §7, §9; docs/decisions/032):
 * a specbook document a showroom hands its client — cover, contents by room, picture portfolio,
 * a page per product and, as asked, each product's spec sheets and installation guides merged
 * after its page. pdfkit draws, pdf-lib merges; an uploaded PDF that cannot be merged is noted on
 * its product's page and the download still succeeds.
 */
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { insertPdfPages, renderPdf } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { ESPECBOOK_PDF } from '#shared/lib/especbook-messages';
import { SPECS_PDF_ERRORS as E, SPECS_PDF_TEXT as T } from '#shared/lib/specs-pdf-messages';
import type { TSpecsPdfPayloadInput } from '#shared/schemas/specs-pdf';
import { loadSpecsPdfAssets } from './specs-pdf.assets';
import { drawSpecsPdf } from './specs-pdf.draw';
import { specsPdfOptions } from './specs-pdf.options';
import { planSpecsPdf } from './specs-pdf.plan';
import { loadSpecbookDocument } from './specbook-document.service';

/** A built specs PDF and the name to save it under ("{specbook name} - Specs.pdf"). */
export interface BuiltSpecsPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * Builds the specs PDF of a specbook of the caller's account (404 for any other, and for a
 * `categories` id that is not one of its rooms) from a createSpecsPdf payload, raw or parsed.
 * A token viewer's (ctx.viewer) prices, model numbers, specifications and customer details are
 * capped by its permissions whatever the payload asks. Pure of HTTP: the PDF job runner calls
 * it as well.
 * @throws ZodError for an invalid payload; NotFoundError as above.
 */
export async function buildSpecsPdf(ctx: ServiceContext, storage: FileStorage, specbookId: number, payload: TSpecsPdfPayloadInput): Promise<BuiltSpecsPdf> {
  const options = specsPdfOptions(payload, ctx.viewer);
  const document = await loadSpecbookDocument(ctx, specbookId, { categoryIds: options.categoryIds });
  const found = new Set(document.rooms.map((room) => room.id));
  if (options.categoryIds.some((id) => !found.has(id))) throw new NotFoundError(E.categoryNotFound);
  const assets = await loadSpecsPdfAssets(ctx.db, storage, document, options);
  const plan = planSpecsPdf(document.rooms, options, assets.sheets);
  const drawn = await renderPdf(
    { title: `${document.specbook.name} - ${T.title}`, author: document.company.companyName, orientation: options.orientation, margin: 0 },
    (doc) => drawSpecsPdf(doc, plan, document, options, assets),
  );
  const inserts = plan.merges.flatMap(({ afterPage, fileId }) => {
    const sheet = assets.sheets.get(fileId);
    return sheet?.ok ? [{ afterPage, doc: sheet.doc }] : [];
  });
  return { pdf: await insertPdfPages(drawn, inserts), fileName: ESPECBOOK_PDF.fileName(document.specbook.name) };
}
