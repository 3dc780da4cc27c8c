/**
 * Notes on specbooks, customers and catalogue specs (spec/business-records.md §3 Note, §7 Notes;
 * issue 21): Specfolio's strings (the spec gives none) and the limit, shared by the server and
 * the notes panel.
 */
export const NOTE_MESSAGES = {
  noteRequired: 'Write a note first',
  noteTooLong: 'A note cannot exceed 5000 characters',
  notAuthor: 'Only the author of a note can change or remove it',

  // Notes panel.
  title: 'Notes',
  empty: 'No notes yet. Notes are private to your company.',
  emptySearch: 'No notes match your search.',
  placeholder: 'Add a note for your team…',
  added: 'Note added',
  saved: 'Note saved',
  removed: 'Note removed',
  restored: 'Note restored',
  fetchFailed: 'Notes could not be loaded',
  addFailed: 'Note could not be added',
  saveFailed: 'Note could not be saved',
  removeFailed: 'Note could not be removed',
} as const;

/** The longest note, in characters (after trimming). */
export const NOTE_MAX_LENGTH = 5000;

/** The records a note can belong to: the path segment of `{u}/{parent}/{parentId}/notes`. */
export const NOTE_PARENTS = ['specbook', 'customer', 'specs'] as const;
export type TNoteParent = (typeof NOTE_PARENTS)[number];
