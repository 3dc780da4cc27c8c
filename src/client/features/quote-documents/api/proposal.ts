import type { TProposal, TProposalLink } from '#shared/schemas/quote-pdf';
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
