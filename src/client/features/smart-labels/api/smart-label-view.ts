import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { apiRequest } from '#client/lib/api-client';
import { hasToken } from '#client/lib/auth-storage';

/** What the smart-label landing page shows. */
export type TSmartLabelView = {
  spec: TSpecSpecbook;
  roomName: string;
  specbookName: string;
  companyName: string;
  logoURL: string | null;
};

/** The specbook's QR access is off (or it does not exist): the §8 login redirect applies. */
export class QrAccessRefusedError extends Error {
  constructor() {
    super('QR access refused');
    this.name = 'QrAccessRefusedError';
  }
}

type TEntry = { status: 'success' | 'error'; data: unknown };
type TShowcase = Record<string, TEntry>;

/** GET /api/v1/showcase?specbookId=&specSpecbookId= (spec §2.3), as the caller or as a QR viewer. */
function showcase(specbookId: number, joinId: number, signedIn: boolean, signal: AbortSignal): Promise<TShowcase> {
  return apiRequest<TShowcase>('/api/v1/showcase', {
    query: { specbookId, specSpecbookId: joinId },
    auth: signedIn,
    onUnauthorized: 'throw',
    silent: true,
    signal,
  });
}

function ok<T>(entry: TEntry | undefined): T | null {
  return entry?.status === 'success' ? (entry.data as T) : null;
}

/** The label's spec and its context from a showcase answer; null when the spec cannot be read. */
function toView(data: TShowcase, specbookId: number): TSmartLabelView | null {
  const spec = ok<TSpecSpecbook>(Object.entries(data).find(([key]) => key.startsWith('specs/'))?.[1]);
  if (!spec) return null;
  const rooms = ok<TCategory[]>(data[`specbooks/${specbookId}/categories`]) ?? [];
  const me = ok<{ companyName?: string; logoURL?: string | null }>(data['user/me']);
  return {
    spec,
    roomName: rooms.find((room) => room.id === spec.categoryID)?.name ?? M.miscellaneous,
    specbookName: ok<{ name: string }>(data[`specbooks/${specbookId}`])?.name ?? '',
    companyName: me?.companyName ?? '',
    logoURL: me?.logoURL ?? null,
  };
}

/**
 * Reads the spec behind a smart label (docs/decisions/034). A signed-in tab reads as itself (the
 * seller sees their own label); otherwise — or when that session cannot read it — the showcase
 * takes a QR view token for this request only (nothing is stored: the tab keeps its session).
 * @returns the view, or null when the spec is not in the specbook.
 * @throws QrAccessRefusedError when the specbook answers no QR view token.
 */
export async function openSmartLabel(specbookId: number, joinId: number, signal: AbortSignal): Promise<TSmartLabelView | null> {
  if (hasToken()) {
    const own = toView(await showcase(specbookId, joinId, true, signal).catch(() => ({})), specbookId);
    if (own) return own;
  }
  const data = await showcase(specbookId, joinId, false, signal);
  if (data.viewtoken?.status !== 'success') throw new QrAccessRefusedError();
  return toView(data, specbookId);
}
