/**
 * The manage page's dialogs that open on a user's action, gathered in one module so that they
 * load together, as one chunk, when the first of them opens (lazy-manage-dialogs.ts;
 * docs/decisions/048). They bring the forms' shared rules (zod) and @mantine/form with them.
 */
export { AssignSpecModal } from './assign-spec-modal';
export { DuplicateCatModal } from './duplicate-cat-modal';
export { EditSpecbookModal } from './edit-specbook-modal';
export { NamePromptModal } from './name-prompt-modal';
export { RoomNoteModal } from './room-note-modal';
