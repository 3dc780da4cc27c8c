/**
 * The smart-label selection of spec/client-view-and-downloads.md §2.10, §3, §4.6
 * (docs/decisions/034): which specs of a specbook get a label, by category.
 *
 * The state is the print payload's own shape: `categories: [{categoryId, includeByDefault,
 * except}]` plus the select-all flag `allSpecbookSpecs`. `except` holds the exceptions to the
 * category's default:
 * - `includeByDefault: true`  → every spec of the category except those listed;
 * - `includeByDefault: false` → only the specs listed ("lists all the others explicitly");
 * - a category that is not listed has nothing selected;
 * - `allSpecbookSpecs: true`  → every spec of the specbook, whatever `categories` say.
 * Include-by-default and select-all also cover specs added to the room after the selection.
 *
 * The client edits the state only through the set* functions below, which answer the canonical
 * form: a fully selected category is `{includeByDefault: true, except: []}`, a partly selected
 * one `{includeByDefault: false, except: [the selected specs]}`, an unselected one is left out,
 * and `allSpecbookSpecs` is true exactly when every category with specs is include-by-default.
 * Categories without specs take no part. {@link selectedJoinIds} resolves any valid state, the
 * canonical one or not, and is what the server prints from.
 */

/** A category's part of the selection; `categoryId` null is Miscellaneous. */
export type TSmartLabelCategory = {
  categoryId: number | null;
  includeByDefault: boolean;
  /** Specbook-spec (join) ids: excluded when includeByDefault, else the only ones included. */
  except: number[];
};

/** The smart-label selection (§3 "Smart label selection"). */
export type TSmartLabelSelection = {
  categories: TSmartLabelCategory[];
  /** Every spec of the specbook (set when every category is include-by-default). */
  allSpecbookSpecs: boolean;
};

/** A category of the specbook and its specs' join ids, in order. */
export type TLabelRoom = { categoryId: number | null; joinIds: readonly number[] };

/** How much of a category is selected. */
export type TRoomSelectionState = { selected: number; total: number; all: boolean; none: boolean };

/** Nothing selected. */
export function emptySelection(): TSmartLabelSelection {
  return { categories: [], allSpecbookSpecs: false };
}

function entryOf(selection: TSmartLabelSelection, categoryId: number | null): TSmartLabelCategory | undefined {
  return selection.categories.find((c) => c.categoryId === categoryId);
}

/** The specs of `room` that `selection` selects, in room order. */
function selectedInRoom(selection: TSmartLabelSelection, room: TLabelRoom): number[] {
  if (selection.allSpecbookSpecs) return [...room.joinIds];
  const entry = entryOf(selection, room.categoryId);
  if (!entry) return [];
  const listed = new Set(entry.except);
  return room.joinIds.filter((id) => listed.has(id) !== entry.includeByDefault);
}

/** Whether one spec of a category is selected. */
export function isSpecSelected(selection: TSmartLabelSelection, categoryId: number | null, joinId: number): boolean {
  if (selection.allSpecbookSpecs) return true;
  const entry = entryOf(selection, categoryId);
  if (!entry) return false;
  return entry.except.includes(joinId) !== entry.includeByDefault;
}

/**
 * The join ids to label, in room and spec order. Ids that are not specs of the named category
 * (another category's, another specbook's) are never selected.
 */
export function selectedJoinIds(selection: TSmartLabelSelection, rooms: readonly TLabelRoom[]): number[] {
  return rooms.flatMap((room) => selectedInRoom(selection, room));
}

/** Counts of one category, for its checkbox (all / some / none) and its "n of m" label. */
export function roomSelectionState(selection: TSmartLabelSelection, room: TLabelRoom): TRoomSelectionState {
  const selected = selectedInRoom(selection, room).length;
  const total = room.joinIds.length;
  return { selected, total, all: total > 0 && selected === total, none: selected === 0 };
}

/** The canonical selection of the chosen join ids per category (see the module comment). */
function fromChosen(rooms: readonly TLabelRoom[], chosen: (room: TLabelRoom) => ReadonlySet<number>): TSmartLabelSelection {
  const categories: TSmartLabelCategory[] = [];
  let everyRoomIncluded = true;
  let anyRoom = false;
  for (const room of rooms) {
    if (room.joinIds.length === 0) continue;
    anyRoom = true;
    const picked = chosen(room);
    const ids = room.joinIds.filter((id) => picked.has(id));
    if (ids.length === room.joinIds.length) {
      categories.push({ categoryId: room.categoryId, includeByDefault: true, except: [] });
      continue;
    }
    everyRoomIncluded = false;
    if (ids.length > 0) categories.push({ categoryId: room.categoryId, includeByDefault: false, except: ids });
  }
  return { categories, allSpecbookSpecs: anyRoom && everyRoomIncluded };
}

/** The current choice of every room, with `change` applied to the room it names. */
function withRoomChange(
  selection: TSmartLabelSelection,
  rooms: readonly TLabelRoom[],
  categoryId: number | null,
  change: (current: Set<number>, room: TLabelRoom) => Set<number>,
): TSmartLabelSelection {
  return fromChosen(rooms, (room) => {
    const current = new Set(selectedInRoom(selection, room));
    return room.categoryId === categoryId ? change(current, room) : current;
  });
}

/**
 * Selects or deselects one spec. Selecting the last missing spec of a category makes it
 * include-by-default; deselecting a spec of an include-by-default category clears the flag and
 * lists the other specs explicitly; the select-all flag follows.
 */
export function setSpecSelected(
  selection: TSmartLabelSelection,
  rooms: readonly TLabelRoom[],
  categoryId: number | null,
  joinId: number,
  selected: boolean,
): TSmartLabelSelection {
  return withRoomChange(selection, rooms, categoryId, (current) => {
    if (selected) current.add(joinId);
    else current.delete(joinId);
    return current;
  });
}

/** Selects every spec of a category (include-by-default) or none of it. */
export function setCategorySelected(
  selection: TSmartLabelSelection,
  rooms: readonly TLabelRoom[],
  categoryId: number | null,
  selected: boolean,
): TSmartLabelSelection {
  return withRoomChange(selection, rooms, categoryId, (_current, room) => new Set(selected ? room.joinIds : []));
}

/** Select all (every category include-by-default, the select-all flag set) or nothing. */
export function setAllSelected(rooms: readonly TLabelRoom[], selected: boolean): TSmartLabelSelection {
  return selected ? fromChosen(rooms, (room) => new Set(room.joinIds)) : emptySelection();
}

/** Labels per Letter sheet of the label stock (Avery 5163: 2 columns × 5 rows). */
export const LABELS_PER_SHEET = 10;

/** Sheets of label stock that `labels` labels fill. */
export function labelSheets(labels: number): number {
  return Math.ceil(labels / LABELS_PER_SHEET);
}
