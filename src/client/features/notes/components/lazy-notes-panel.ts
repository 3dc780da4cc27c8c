import { lazyPanel } from '#client/components/ui/lazy-ui';

/** The notes panel (notes-panel.tsx), loaded when first shown: the manage page is at its bundle budget. */
export const LazyNotesPanel = lazyPanel(() => import('./notes-panel').then((m) => m.NotesPanel));
