/**
 * Smart labels and the QR-code PDF of a specbook (docs/decisions/034). Both print QR codes that
 * open the specbook to whoever scans them, so both turn the specbook's QR access on
 * (docs/decisions/028) once the document is made.
 */
import { eq } from 'drizzle-orm';
import { accounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ValidationError } from '#server/lib/http/errors';
import type { FileStorage } from '#server/lib/storage';
import { logoForPdf } from '#server/modules/documents/document-images';
import { loadSpecbookDocument } from '#server/modules/documents/specbook-document.service';
import { setQrAccess } from '#server/modules/especbook-access/especbook-access.service';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { absoluteUrl, qrViewPath, smartLabelPath } from '#shared/lib/qr-links';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { selectedJoinIds } from '#shared/lib/category-selection';
import type { TSmartLabelsPayload } from '#shared/schemas/smart-labels';
import { drawLabelSheet, type LabelContent } from './label-sheet';
import { drawQrCodeSheet } from './qr-code-sheet';
import { assertMayPrintSmartLabels } from './smart-labels.policy';

/** Where the QR codes point: the request's link origin (PUBLIC_URL, or where the request came in). */
export interface QrDeps {
  publicUrl: string;
}

/** The payload repeats the path's ids (spec §7); when it does, they must agree. */
function checkPayloadIds(payload: TSmartLabelsPayload, path: { userId: number; specbookId: number }): void {
  if (payload.specbookId !== undefined && payload.specbookId !== path.specbookId) throw ValidationError.field('specbookId', M.otherSpecbook);
  if (payload.userId !== undefined && payload.userId !== path.userId) throw ValidationError.field('userId', M.otherUser);
}

/**
 * POST {u}/specbook/{id}/smartlabels: the label sheet ("Labels.pdf") of the selected specs, in
 * room and spec order; QR access of the specbook is on afterwards.
 * @throws ForbiddenError without ROLE_SMART_LABELS; NotFoundError for a specbook not of the
 *   caller's account; ValidationError when the payload names other ids or selects nothing.
 */
export async function printSmartLabels(
  ctx: ServiceContext,
  path: { userId: number; specbookId: number },
  payload: TSmartLabelsPayload,
  deps: QrDeps,
): Promise<Buffer> {
  assertMayPrintSmartLabels(ctx);
  checkPayloadIds(payload, path);
  const doc = await loadSpecbookDocument(ctx, path.specbookId);
  const rooms = doc.rooms.map((room) => ({ categoryId: room.id, joinIds: room.specs.map((spec) => spec.joinId) }));
  const wanted = new Set(selectedJoinIds(payload, rooms));
  if (wanted.size === 0) throw ValidationError.field('categories', M.nothingSelected);
  const base = deps.publicUrl;
  const labels: LabelContent[] = doc.rooms.flatMap((room) =>
    room.specs
      .filter((spec) => wanted.has(spec.joinId))
      .map((spec) => ({
        url: absoluteUrl(base, smartLabelPath(doc.specbook.id, spec.joinId)),
        name: spec.name,
        manufacturerName: spec.manufacturerName,
        modelNumber: spec.modelNumber || null,
        finish: spec.finish,
        room: room.name,
      })),
  );
  const pdf = await drawLabelSheet(labels, { title: `${doc.specbook.name} - Labels`, company: doc.company.companyName });
  await setQrAccess(ctx, doc.specbook.id, true);
  return pdf;
}

/**
 * GET {u}/specbook/{id}/pdf/qrcode: one page with a large QR code opening the specbook's QR view
 * (/v4/matrix?qrSpecbookID={id}), its name and the company; QR access is on afterwards.
 * @returns the PDF and the specbook's name (for the file name).
 * @throws NotFoundError for a specbook not of the caller's account.
 */
export async function qrCodePdf(ctx: ServiceContext, specbookId: number, storage: FileStorage, deps: QrDeps): Promise<{ pdf: Buffer; specbookName: string }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [account] = await ctx.db.select({ name: accounts.name, logoKey: accounts.logoKey, logoUrl: accounts.logoUrl }).from(accounts).where(eq(accounts.id, specbook.accountId));
  const pdf = await drawQrCodeSheet({
    url: absoluteUrl(deps.publicUrl, qrViewPath(specbook.id)),
    specbookName: specbook.name,
    company: account?.name ?? '',
    logo: await logoForPdf(storage, account?.logoKey ?? null, account?.logoUrl ?? null),
  });
  await setQrAccess(ctx, specbook.id, true);
  return { pdf, specbookName: specbook.name };
}
