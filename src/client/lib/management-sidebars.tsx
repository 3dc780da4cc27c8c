import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The management layout's two mobile sidebars ('Specbooks Info +', 'General Information +').
 * The layout renders them; the page below fills them with {@link useManagementSidebar}.
 */
export type TManagementSidebar = 'info' | 'general';

type TSidebarContent = Record<TManagementSidebar, ReactNode>;
type TSetSidebar = (slot: TManagementSidebar, node: ReactNode) => void;

const EMPTY: TSidebarContent = { info: null, general: null };
const ContentContext = createContext<TSidebarContent>(EMPTY);
// The setter lives in its own context so that pages filling a sidebar do not re-render when it changes.
const SetterContext = createContext<TSetSidebar | null>(null);

/** Holds the sidebars' content for the management layout. */
export function ManagementSidebarsProvider({ children }: { children: ReactNode }) {
  const [content, setAll] = useState<TSidebarContent>(EMPTY);
  const setContent = useCallback<TSetSidebar>((slot, node) => setAll((prev) => ({ ...prev, [slot]: node })), []);
  return (
    <SetterContext value={setContent}>
      <ContentContext value={content}>{children}</ContentContext>
    </SetterContext>
  );
}

/** The content currently registered for the sidebars (for the layout). */
export function useManagementSidebarsContent(): TSidebarContent {
  return useContext(ContentContext);
}

/** Show `node` in one of the management sidebars while the calling page is mounted. */
export function useManagementSidebar(slot: TManagementSidebar, node: ReactNode): void {
  const setContent = useContext(SetterContext);
  useEffect(() => {
    if (!setContent) return;
    setContent(slot, node);
    return () => setContent(slot, null);
  }, [setContent, slot, node]);
}
