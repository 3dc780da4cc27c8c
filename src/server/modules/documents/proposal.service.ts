/**
 * The proposal document of a specbook (docs/decisions/033): a PDF the seller uploads (checked by
 * content, size-limited, stored under a generated key), which the seller and the specbook's
 * e-Specbook viewers open in a new browser window at /download/proposal/{id}. A new window cannot
 * send the bearer header, so an authenticated call first issues a short-lived signed link.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '#server/db/client';
import { specbookProposals, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnauthorizedError, ValidationError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { loadAttachablePdf } from '#server/lib/pdf/index';
import { detectFileType, FileNotFoundError, newStorageKey, type FileStorage } from '#server/lib/storage';
import { MB, removeStored } from '#server/lib/uploads';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { PROPOSAL_LIMITS as L, PROPOSAL_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import type { TProposal, TProposalLink } from '#shared/schemas/quote-pdf';

/** Bytes kept of an upload: one past the limit, so an oversized file is told apart and refused. */
export const PROPOSAL_MAX_BYTES = L.maxMb * MB + 1;

/** The link token's audience and issuer: never a session token, and a session token is never one of these. */
const AUDIENCE = 'proposal-download';
const ISSUER = 'specfolio-downloads';

/** A key of its own for download links, derived from the signing key (domain separation from sessions). */
function linkKey(signingKey: Uint8Array): Uint8Array {
  return createHmac('sha256', signingKey).update('specfolio:proposal-download:v1').digest();
}

function toProposal(row: typeof specbookProposals.$inferSelect): TProposal {
  return { specbookId: row.specbookId, fileName: row.fileName, size: row.size, pageCount: row.pageCount, uploadedAt: row.uploadedAt.toISOString() };
}

async function proposalRow(db: Db, specbookId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(specbookProposals)
    .where(and(eq(specbookProposals.specbookId, specbookId), eq(specbookProposals.accountId, accountId)));
  return row ?? null;
}

/** GET {u}/specbook/{id}/proposal: the proposal's name, size and pages, or null when there is none. */
export async function getProposal(ctx: ServiceContext, specbookId: number): Promise<TProposal | null> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const row = await proposalRow(ctx.db, specbook.id, specbook.accountId);
  return row ? toProposal(row) : null;
}

/** A 400 whose overall message is the spec's 'Unable to import proposal file' and whose field says why. */
function importError(reason: string): ValidationError {
  return new ValidationError([{ field: 'proposal', message: reason }], M.importFailed);
}

/** The uploaded name, cleaned for display and as a download name, ending in .pdf. */
function cleanFileName(name: string, fallback: string): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || ch === '\x7f' || ch === '/' || ch === '\\' ? ' ' : ch)).join('');
  const cleaned = printable.replace(/\s+/g, ' ').trim().slice(0, 180);
  const base = cleaned || fallback;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** The upload's page count once it is known to be a PDF a viewer can open (not encrypted, not corrupt). */
async function checkProposal(file: UploadedFile): Promise<number> {
  if (file.truncated || file.data.length > L.maxMb * MB) throw importError(M.tooLarge);
  if (detectFileType(file.data) !== 'application/pdf') throw importError(M.notPdf);
  const pdf = await loadAttachablePdf(file.data);
  if (!pdf.ok) throw importError(M.unreadable);
  return pdf.pageCount;
}

/**
 * POST {u}/specbook/{id}/proposal: stores the uploaded PDF as the specbook's proposal, replacing
 * any earlier one, and sets hasProposal.
 * @throws ValidationError 'Unable to import proposal file' (field proposal: why) for a file that
 *   is not a readable PDF or is too large; NotFoundError for another account's specbook.
 */
export async function uploadProposal(ctx: ServiceContext, storage: FileStorage, specbookId: number, file: UploadedFile | undefined): Promise<TProposal> {
  const specbook = await requireSpecbook(ctx, specbookId);
  if (!file) throw importError(M.required);
  const pageCount = await checkProposal(file);
  const key = newStorageKey('pdf', { prefix: 'proposals' });
  await storage.put(key, file.data, { contentType: 'application/pdf' });
  const values = {
    specbookId: specbook.id,
    accountId: specbook.accountId,
    storageKey: key,
    fileName: cleanFileName(file.filename, M.fileName(specbook.name)),
    size: file.data.length,
    pageCount,
    uploadedBy: ctx.user.id,
  };
  try {
    const { previous, row } = await ctx.db.transaction(async (tx) => {
      const [old] = await tx.select({ key: specbookProposals.storageKey }).from(specbookProposals).where(eq(specbookProposals.specbookId, specbook.id)).for('update');
      const [saved] = await tx
        .insert(specbookProposals)
        .values(values)
        .onConflictDoUpdate({ target: specbookProposals.specbookId, set: { ...values, uploadedAt: sql`now()` } })
        .returning();
      await tx.update(specbooks).set({ hasProposal: true, updatedAt: sql`now()` }).where(eq(specbooks.id, specbook.id));
      return { previous: old?.key ?? null, row: saved! };
    });
    if (previous && previous !== key) await removeStored(storage, [previous]);
    return toProposal(row);
  } catch (error) {
    await removeStored(storage, [key]);
    throw error;
  }
}

/** DELETE {u}/specbook/{id}/proposal: removes the proposal (nothing to remove is not an error) and clears hasProposal. */
export async function removeProposal(ctx: ServiceContext, storage: FileStorage, specbookId: number): Promise<void> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(specbookProposals).where(eq(specbookProposals.specbookId, specbook.id)).returning({ key: specbookProposals.storageKey });
    await tx.update(specbooks).set({ hasProposal: false, updatedAt: sql`now()` }).where(eq(specbooks.id, specbook.id));
    return rows.map((r) => r.key);
  });
  await removeStored(storage, removed);
}

/** The download address of a specbook's proposal. */
export function proposalDownloadPath(specbookId: number): string {
  return `/download/proposal/${specbookId}`;
}

/**
 * POST {u}/specbook/{id}/proposal/link: a signed address of the proposal valid for
 * PROPOSAL_LIMITS.linkSeconds, for the seller and the specbook's token viewers.
 * @throws NotFoundError when the specbook is not the caller's or has no proposal.
 */
export async function proposalLink(ctx: ServiceContext, signingKey: Uint8Array, specbookId: number): Promise<TProposalLink> {
  const specbook = await requireSpecbook(ctx, specbookId);
  if (!(await proposalRow(ctx.db, specbook.id, specbook.accountId))) throw new NotFoundError();
  const expiresAt = new Date(Date.now() + L.linkSeconds * 1000);
  const token = await new SignJWT({ acc: specbook.accountId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(specbook.id))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(linkKey(signingKey));
  return { url: `${proposalDownloadPath(specbook.id)}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The specbook and account a link token opens, or 401 for a missing, forged, expired or other-specbook token. */
async function verifyLink(signingKey: Uint8Array, token: string | undefined, specbookId: string): Promise<{ specbookId: number; accountId: number }> {
  if (!token) throw new UnauthorizedError(M.linkInvalid);
  try {
    const { payload } = await jwtVerify(token, linkKey(signingKey), { audience: AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.sub !== specbookId || typeof payload.acc !== 'number') throw new UnauthorizedError(M.linkInvalid);
    return { specbookId: Number(payload.sub), accountId: payload.acc };
  } catch {
    throw new UnauthorizedError(M.linkInvalid);
  }
}

/** What GET /download/proposal/{id}?token= streams. */
export interface ProposalDownload {
  fileName: string;
  size: number;
  body: NodeJS.ReadableStream;
}

/**
 * GET /download/proposal/{id}?token=: the proposal PDF for a valid link.
 * @throws UnauthorizedError for a bad link; NotFoundError when the proposal was removed since.
 */
export async function openProposalDownload(db: Db, storage: FileStorage, signingKey: Uint8Array, specbookId: string, token: string | undefined): Promise<ProposalDownload> {
  const link = await verifyLink(signingKey, token, specbookId);
  const row = await proposalRow(db, link.specbookId, link.accountId);
  if (!row) throw new NotFoundError();
  try {
    return { fileName: row.fileName, size: row.size, body: await storage.getStream(row.storageKey) };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError();
    throw error;
  }
}
