import type { TProposal, TProposalLink } from '#shared/schemas/quote-pdf';
import type { TViewerMe } from '#shared/schemas/especbook-access';
import type { TMe } from '#shared/schemas/user';
import { PROPOSAL_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import { apiRequest } from '#client/lib/api-client';
import { toastError } from '#client/lib/toasts';
import { specbookPath } from './quote-pdf';

/** POST {u}/specbook/{id}/proposal: uploads a PDF as the specbook's proposal (replacing one). */
export function uploadProposal(userId: number, specbookId: number, file: File): Promise<TProposal> {
  const body = new FormData();
  body.append('proposal', file, file.name);
  return apiRequest<TProposal>(`${specbookPath(userId, specbookId)}/proposal`, { method: 'POST', body, silent: true });
}

/** DELETE {u}/specbook/{id}/proposal. */
export async function removeProposal(userId: number, specbookId: number): Promise<void> {
  await apiRequest<null>(`${specbookPath(userId, specbookId)}/proposal`, { method: 'DELETE', silent: true });
}

/** POST {u}/specbook/{id}/proposal/link: a two-minute address of the proposal for a new window. */
export function proposalLink(userId: number, specbookId: number): Promise<TProposalLink> {
  return apiRequest<TProposalLink>(`${specbookPath(userId, specbookId)}/proposal/link`, { method: 'POST', silent: true });
}

/**
 * Opens the proposal in a new window (spec §7: GET /download/proposal/{id} in a new window), for
 * the seller and for e-Specbook viewers. The window is opened at once, inside the click, so no
 * popup blocker stops it; it is cut off from this page and then sent to the signed address once
 * the authenticated call answers (a new window cannot send the bearer header; docs/decisions/033).
 */
export async function openProposal(userId: number, specbookId: number): Promise<void> {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  try {
    const { url } = await proposalLink(userId, specbookId);
    if (win) win.location.replace(url);
    else window.open(url, '_blank', 'noopener');
  } catch {
    win?.close();
    toastError(M.openFailed);
  }
}

/**
 * A fresh signed address of the proposal for this tab's session (the seller, or the specbook's
 * e-Specbook viewer): the user id for the path comes from whoami (for a token viewer, the owner's).
 * Rejects with the ApiError of either call (401 when the session is gone, 404 without a proposal).
 */
export async function freshProposalUrl(specbookId: number): Promise<string> {
  const me = await apiRequest<TMe | TViewerMe>('/api/v4/user/me', { onUnauthorized: 'throw', silent: true });
  const { url } = await apiRequest<TProposalLink>(`${specbookPath(me.id, specbookId)}/proposal/link`, { method: 'POST', onUnauthorized: 'throw', silent: true });
  return url;
}
