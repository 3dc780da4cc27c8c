import { lazyDialog } from '#client/components/ui/lazy-ui';

// The manage page's dialogs, loaded with the first one opened (docs/decisions/048): Add Room and
// Rename room, a room's note, Assign Spec, Edit Specbook and a spec's Duplicate Cat. Each takes
// the same props as the dialog itself.
const dialogs = () => import('./manage-dialogs');

/** Add Room / Rename room (name-prompt-modal.tsx), loaded when first opened. */
export const NamePromptModal = lazyDialog(() => dialogs().then((m) => m.NamePromptModal));

/** A room's note dialog (room-note-modal.tsx), loaded when first opened. */
export const RoomNoteModal = lazyDialog(() => dialogs().then((m) => m.RoomNoteModal));

/** Assign Spec (assign-spec-modal.tsx), loaded when first opened. */
export const AssignSpecModal = lazyDialog(() => dialogs().then((m) => m.AssignSpecModal));

/** Edit Specbook (edit-specbook-modal.tsx), loaded when first opened. */
export const EditSpecbookModal = lazyDialog(() => dialogs().then((m) => m.EditSpecbookModal));

/** A spec's Duplicate Cat (duplicate-cat-modal.tsx), loaded when first opened. */
export const DuplicateCatModal = lazyDialog(() => dialogs().then((m) => m.DuplicateCatModal));
