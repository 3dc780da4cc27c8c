import { createContext, useContext, type ReactNode } from 'react';
import type { TDisplayOptions } from '#shared/lib/especbook-display';
import type { TSpecbook } from '#shared/schemas/specbook';
import type { TDebugFlags } from '../lib/debug-flags';

/** What a comments panel is about: the specbook, one category, or one spec (its joinID). */
export type TEspecbookCommentTarget = { kind: 'specbook' } | { kind: 'category'; categoryId: number } | { kind: 'spec'; joinId: number };

/** Renders the comments (form and list) of one target; the app composes it from the collaboration feature. */
export type TRenderComments = (target: TEspecbookCommentTarget) => ReactNode;

/** What the page knows once the specbook and the viewer's permissions are loaded. */
export type TEspecbookContext = {
  userId: number;
  specbookId: number;
  specbook: TSpecbook;
  display: TDisplayOptions;
  /** The specbook's profile is a purchase-order or orders profile (§4.6). */
  purchaseOrderMode: boolean;
  /** The window is narrower than 768 px. */
  mobile: boolean;
  /** A QR label reader (decisions 028, 038): no team, no contact details, no comments. */
  qrViewer: boolean;
  renderComments?: TRenderComments;
  /** The page's query parameters read as debug flags (§2.4); absent = none. */
  debugFlags?: TDebugFlags;
};

const Context = createContext<TEspecbookContext | null>(null);

/** Provides the loaded page state to its sections. */
export function EspecbookProvider({ value, children }: { value: TEspecbookContext; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

/** The loaded page state; throws outside the page. */
export function useEspecbook(): TEspecbookContext {
  const value = useContext(Context);
  if (!value) throw new Error('useEspecbook must be used inside the e-Specbook page');
  return value;
}
