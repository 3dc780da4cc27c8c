/**
 * User-facing strings and limits of job pipelines boards and lanes (spec/business-records.md §2
 * "Job pipelines board", §3 "Board and lane", §7 "Boards and lanes"). The spec gives no messages
 * for boards: these follow the wording of the spec's other forms. Server validation, client forms,
 * toasts and tests read them from here.
 */
export const BOARD_LIMITS = {
  boardNameMax: 100,
  laneNameMax: 50,
  /** Most lanes one board may have. */
  lanesMax: 30,
  /** Most cards one board answer carries. */
  cardsMax: 1000,
} as const;

/** The stages of a showroom job: the lanes of the demo's default board and of a new board when asked. */
export const SHOWROOM_LANES = ['Lead', 'Quoting', 'Approved', 'Ordered', 'Installed'] as const;

export const BOARD_MESSAGES = {
  nameRequired: 'Name is required',
  boardNameTooLong: `Name should not exceed ${BOARD_LIMITS.boardNameMax} characters`,
  laneNameTooLong: `Name should not exceed ${BOARD_LIMITS.laneNameMax} characters`,
  tooManyLanes: `A board may have at most ${BOARD_LIMITS.lanesMax} lanes`,
  laneRequired: 'Lane is required',
  laneNotOnBoard: 'The lane is not on this board',
  neighbourNotInLane: 'The neighbouring card is not in that lane',
  neighbourLaneNotOnBoard: 'The neighbouring lane is not on this board',
  positionInvalid: 'Position is not a valid order key',
  moveToSame: 'Choose another lane for its specbooks',
  specbookNotFound: 'Specbook not found',
  laneHasSpecbooks: (count: number) =>
    `This lane holds ${count} ${count === 1 ? 'specbook' : 'specbooks'}. Choose the lane they move to before removing it.`,
  boardHasSpecbooks: (count: number) =>
    `This board holds ${count} ${count === 1 ? 'specbook' : 'specbooks'}. Removing it takes them off the board.`,
  notEnabled: 'Job pipelines are not enabled for your account.',
  // Deleting a board (its confirm dialog).
  deleteBoardTitle: (name: string) => `Delete board ${name}?`,
  deleteBoardIntro: 'The board and its lanes are deleted. Its specbooks stay: they only leave the board.',
  deleteBoardLeaving: (count: number) =>
    count === 1 ? 'Its 1 specbook leaves the board (it is not deleted).' : `Its ${count} specbooks leave the board (they are not deleted).`,
  deleteBoardEmpty: 'No specbook is on this board.',
  deleteBoardConfirm: 'Delete board',
  // Toasts.
  boardsFetchFailed: 'Could not load the boards',
  boardCreated: 'Board created',
  boardSaveFailed: 'Could not save the board',
  boardRemoved: 'Board removed',
  laneSaveFailed: 'Could not save the lane',
  laneRemoved: 'Lane removed',
  moveFailed: 'Could not move the specbook. It is back where it was.',
  addFailed: 'Could not add the specbook to the board',
  removeFailed: 'Could not remove the specbook from the board',
} as const;
