/**
 * The spec's exact user-facing strings for specbooks (spec/workspace.md §5 "Specbook form",
 * "Select specbook", §8 toasts). Server validation, client forms and tests read them from here.
 */
export const SPECBOOK_MESSAGES = {
  nameMin: 'Name must be at least 3 characters long.',
  nameMax: 'Name must not exceed 10 lines and 140 characters',
  descriptionMax: 'Description must not exceed 5 lines and 400 characters',
  descriptionMin: 'Description must contain at least 3 characters',
  profileRequired: 'Profile is required',
  profileNotFound: 'Profile not found.',
  selectSpecbook: 'Please select a specbook',
  selectionLegend: 'There was a problem with your selection. Please complete the required fields below',
  taxRange: 'Tax must be a number from 0 to 100.',
  paymentTerms: 'Payment terms must be a whole number of days, 0 or more.',
  dateInvalid: 'Must be a date (YYYY-MM-DD or ISO 8601).',
  /** Not a spec string (the spec names no limit for a specbook's source): docs/decisions/064. */
  sourceMax: 'Source must be at most 50 characters.',
  created: 'Specbook Created!',
  /** A specbook created from the typed text of the Select Specbook modal (spec §8 success toasts). */
  createdFromSelection: 'Specbook created successfully',
  createFailed: 'Could Not Create Specbook!',
  cloneFailed: 'Unable to clone specbook',
  updated: 'SpecBook Sucessfully Updated!',
  /** Not a spec string (the spec names none for a failed specbook edit): docs/decisions/039. */
  updateFailed: 'Could not update the specbook.',
  duplicated: 'Specbook duplicated!',
  archived: 'Specbook archived.',
  unarchived: 'Specbook unarchived.',
  pinned: 'Specbook pinned.',
  unpinned: 'Specbook unpinned.',
  fetchFailed: "Couldn't fetch SpecBook",
  /** A missing specbook, or one of another account (not a spec string: docs/decisions/039). */
  notFound: 'Specbook not found',
  notFoundDetail: 'This specbook does not exist, was deleted, or belongs to another account.',
  backToSpecbooks: 'Back to the specbooks',
  duplicateOwnOnly: 'You can only duplicate your own specbooks.',
  duplicateOtherAccount: 'A specbook can only be duplicated within its own account.',
  deleteConfirm: (specs: number, rooms: number) =>
    `This specbook has ${specs} spec${specs === 1 ? '' : 's'} in ${rooms} room${rooms === 1 ? '' : 's'}. Delete it anyway?`,
} as const;

/** Specbook form limits (spec/workspace.md §5). */
export const SPECBOOK_LIMITS = {
  nameMinChars: 3,
  nameMaxChars: 140,
  nameMaxLines: 10,
  descriptionMinChars: 3,
  descriptionMaxChars: 400,
  descriptionMaxLines: 5,
} as const;

/** Name given to a specbook created without one. */
export const DEFAULT_SPECBOOK_NAME = 'Untitled Specbook';

/** Suffix of a duplicated specbook's name. */
export const COPY_SUFFIX = ' (Copy)';
