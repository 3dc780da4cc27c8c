import { createContext, useContext, type ComponentType } from 'react';
import type { TCategory } from '#shared/schemas/category';
import type { TSpecSpecbook, TStatus } from '#shared/schemas/spec-specbook';
import type { TRoomId } from '../lib/rooms';

/** What every part of the manage page needs to know about the page it is on. */
export type TManageContext = {
  userId: number;
  specbookId: number;
  /** Every status (the dropdown offers only the userManaged ones). */
  statuses: TStatus[];
  /** The rooms in order (Miscellaneous last when it holds specs). */
  rooms: TCategory[];
  view: 'card' | 'list';
  dragEnabled: boolean;
  /** The user has specbooks Plus (hasSpecbooksPlus): SB+ is offered on catalogue specs. */
  hasSpecbooksPlus: boolean;
  /** A trade professional (ROLE_PRO): the trade-role variant of the page (docs/decisions/065). */
  isPro?: boolean;
  /** The useThirdLineDescription flag: each spec shows a third line, its description (decision 083). */
  descriptionLine?: boolean;
  /** Without advanced access: cost, multiplier and margin show locked (docs/decisions/027). */
  advancedPricingLocked: boolean;
  /** Opens the comments of a spec; absent when the page was given no comments panel. */
  openSpecComments?: (spec: TSpecSpecbook) => void;
  /**
   * The documents button of a spec row (composed by the app); absent when the account's 'show
   * documents' setting (management.show_documents) is off or the page was given none.
   */
  SpecDocuments?: TSpecDocuments;
  /** Open Assign Spec, with a room chosen in advance when given. */
  openAssign: (room?: TRoomId) => void;
};

/** The documents button of one spec row. */
export type TSpecDocuments = ComponentType<{ spec: TSpecSpecbook }>;

const ManageContext = createContext<TManageContext | null>(null);

/** Provides the manage page's context. */
export const ManageProvider = ManageContext.Provider;

/** The manage page's context; throws outside the page. */
export function useManage(): TManageContext {
  const value = useContext(ManageContext);
  if (!value) throw new Error('useManage must be used inside the manage page');
  return value;
}
