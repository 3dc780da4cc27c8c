/**
 * The spec's exact strings for the specbook workspace: rooms (categories), specs in a specbook,
 * statuses and the Assign Spec search (spec/workspace.md §2, §4, §5, §8). Server answers, client
 * toasts and tests all read them from here.
 */
export const WORKSPACE_MESSAGES = {
  /** Category rule (§5). */
  categoryNameMin: '1 character minimum',
  categoryNameMax: '100 characters max',
  /** The pseudo-room of specs without a category (§3). */
  miscellaneous: 'Miscellaneous',
  /** Shown when a spec's last category is removed (§2). */
  lastCategoryWarning:
    'You just deleted the last category, if you exit this page You will only be able to see this spec, if you manually assign it',
  /** 412 body of deleting a room that holds specs; the client confirms and repeats with forceDelete. */
  roomHoldsSpecs: (count: number) =>
    `This room has ${count} ${count === 1 ? 'spec' : 'specs'}. Delete the room and remove ${count === 1 ? 'it' : 'them'} from this specbook?`,
  /** 422: the Miscellaneous pseudo-room is not a record. */
  miscellaneousFixed: 'The Miscellaneous category cannot be changed or deleted.',
  roomNotFound: 'Room not found.',
  specNotFound: 'Spec not found.',
  specSpecbookNotFound: 'This spec is not in the specbook.',
  statusUnknown: 'Unknown status.',
  statusNotUserManaged: 'This status is set by the system and cannot be chosen.',
  quantityMin: 'Quantity must be at least 1',
  quantityWhole: 'Quantity must be a whole number',
  specNameRequired: 'Name is required',
  specNameMax: 'Name should not exceed 200 characters',
  descriptionMax: 'Description should not exceed 4000 characters',
  noteMax: 'Note should not exceed 1000 characters',
  noteText: 'Note must be text',
  selectRoom: 'Select at least one room',
  roomRequired: 'Choose a room for every entry',
  reorderDuplicate: 'Each spec may appear only once in a reorder.',
  reorderEmpty: 'Nothing to reorder.',
  roomOrderMismatch: 'The new order must list every room of the specbook exactly once.',
  specRemoved: 'Spec removed from specbook.',
  /** SB+ clone (§2, §6): 403 without the Plus tier, or across accounts; 422 for a spec that is not a catalogue spec. */
  cloneNeedsPlus: 'Cloning a spec needs specbooks Plus (SB+). Ask your account administrator to upgrade.',
  cloneOtherAccount: 'A spec can only be cloned within its own account.',
  cloneOwnSpec: 'This spec is already your own: only catalogue specs can be cloned.',
  /** Finish change on More Options (docs/decisions/082): 400 without a finish, 422 for a spec outside the group. */
  finishRequired: 'Choose a finish.',
  finishNotInGroup: 'This finish is not one of the spec’s finishes.',
  specIdFilter: 'filter[spec.id] must be a spec id.',
  statusFilter: 'filter[status] must be one or more status values separated by commas (e.g. approved).',

  /** Success toasts (§8). */
  specAssigned: 'Spec Assigned.',
  specAdded: 'Spec added successfully',
  specUpdated: 'Spec Updated Successfully',
  specsReordered: 'Specs Reordered Successfully',
  allSpecsApproved: 'All Specs in specbook were approved!',
  specDuplicated: 'Spec duplicated successfully!',
  specCloned: 'Spec cloned!',
  finishChanged: 'Finish changed',
  addedToSpecbook: 'Added to specbook',
  categoryCreated: 'Category Successfully Created!',
  categoryDuplicated: 'Category Successfully Duplicated!',
  categoryUpdated: 'Category Successfully Updated!',
  categoryDeleted: 'Category Successfully Deleted!',

  /** Failure toasts (§8). */
  couldNotRefreshSpecs: 'Could not Refresh Specs',
  couldNotAddSpec: 'Could not add spec to specbook',
  couldNotApprove: 'Could not approve specs',
  couldNotApproveCategory: (name: string) => `Could not approve specs in category ${name}`,
  couldNotUpdateSpec: 'Could Not Update Spec',
  couldNotFetchStatuses: 'Could not fetch the specs status',
  couldNotFetchSpecbookSpec: 'Could not fetch specbook spec',
  /** Not in the spec (it names no failure toast for a spec clone); shown when the server gives no message. */
  couldNotCloneSpec: 'Could not clone the spec',

  /** Activity notification texts (§3 "Notification"). */
  specApprovedNotice: (who: string, spec: string) => `${who} approved ${spec}`,
  specRejectedNotice: (who: string, spec: string) => `${who} rejected ${spec}`,
} as const;

/** Suffix of a duplicated room's name: 'Kitchen' → 'Kitchen (copy)'. */
export const COPY_SUFFIX = ' (copy)';
