/**
 * The category selection of spec/client-view-and-downloads.md §2.10, §3, §4.6 (smart labels,
 * docs/decisions/034) and of spec/business-records.md §4 "Purchase-order selection" (the Create
 * Purchase Orders flow, docs/decisions/054): which specs of a specbook are chosen, by category.
 * One model, one implementation, used by both.
 *
 * The state is the smart-label print payload's own shape: `categories: [{categoryId,
 * includeByDefault, except}]` plus the select-all flag `allSpecbookSpecs` (the spec's "all").
 * `except` holds the exceptions to the category's default:
 * - `includeByDefault: true`  → every spec of the category except those listed;
 * - `includeByDefault: false` → only the specs listed ("lists all the others explicitly");
 * - a category that is not listed has nothing selected;
 * - `allSpecbookSpecs: true`  → every spec of the specbook, whatever `categories` say.
 * Include-by-default and select-all also cover specs added to the room after the selection.
 *
 * The client edits the state only through the set and toggle functions below, which answer the
 * canonical form: a fully selected category is `{includeByDefault: true, except: []}`, a partly
 * selected one `{includeByDefault: false, except: [the selected specs]}`, an unselected one is
 * left out, and `allSpecbookSpecs` is true exactly when every category with specs is
 * include-by-default. Categories without specs take no part. {@link selectedJoinIds} resolves any
 * valid state, the canonical one or not, and is what the server prints from.
 *
 * The §4 rules in this form, where an "exception" is a spec the user took out of a category
 * (docs/decisions/054): toggling a category flips it between all included and all excepted
 * ({@link toggleCategory}); excepting one spec clears includeByDefault and "all"; putting back
 * the last excepted spec makes the category include-by-default again; "all" is set when every
 * category is include-by-default. {@link selectionFilter} answers the purchase-order filter
 * (category.id in the chosen categories, id notin the exceptions) and {@link filteredJoinIds}
 * resolves such a filter.
 */
import type { TPurchaseOrderFilter } from '#shared/schemas/purchase-order';

/** A category's part of the selection; `categoryId` null is Miscellaneous. */
export type TSelectionCategory = {
  categoryId: number | null;
  includeByDefault: boolean;
  /** Specbook-spec (join) ids: excluded when includeByDefault, else the only ones included. */
  except: number[];
};

/** The selection (smart labels §3 "Smart label selection"; purchase orders §4). */
export type TCategorySelection = {
  categories: TSelectionCategory[];
  /** Every spec of the specbook (set when every category is include-by-default). */
  allSpecbookSpecs: boolean;
};

/** A category of the specbook and its specs' join ids, in order. */
export type TSelectionRoom = { categoryId: number | null; joinIds: readonly number[] };

/** How much of a category is selected. */
export type TRoomSelectionState = { selected: number; total: number; all: boolean; none: boolean };

/** Nothing selected. */
export function emptySelection(): TCategorySelection {
  return { categories: [], allSpecbookSpecs: false };
}

function entryOf(selection: TCategorySelection, categoryId: number | null): TSelectionCategory | undefined {
  return selection.categories.find((c) => c.categoryId === categoryId);
}

/** The specs of `room` that `selection` selects, in room order. */
function selectedInRoom(selection: TCategorySelection, room: TSelectionRoom): number[] {
  if (selection.allSpecbookSpecs) return [...room.joinIds];
  const entry = entryOf(selection, room.categoryId);
  if (!entry) return [];
  const listed = new Set(entry.except);
  return room.joinIds.filter((id) => listed.has(id) !== entry.includeByDefault);
}

/** Whether one spec of a category is selected. */
export function isSpecSelected(selection: TCategorySelection, categoryId: number | null, joinId: number): boolean {
  if (selection.allSpecbookSpecs) return true;
  const entry = entryOf(selection, categoryId);
  if (!entry) return false;
  return entry.except.includes(joinId) !== entry.includeByDefault;
}

/**
 * The selected join ids, in room and spec order. Ids that are not specs of the named category
 * (another category's, another specbook's) are never selected.
 */
export function selectedJoinIds(selection: TCategorySelection, rooms: readonly TSelectionRoom[]): number[] {
  return rooms.flatMap((room) => selectedInRoom(selection, room));
}

/** Counts of one category, for its checkbox (all / some / none) and its "n of m" label. */
export function roomSelectionState(selection: TCategorySelection, room: TSelectionRoom): TRoomSelectionState {
  const selected = selectedInRoom(selection, room).length;
  const total = room.joinIds.length;
  return { selected, total, all: total > 0 && selected === total, none: selected === 0 };
}

/** The canonical selection of the chosen join ids per category (see the module comment). */
function fromChosen(rooms: readonly TSelectionRoom[], chosen: (room: TSelectionRoom) => ReadonlySet<number>): TCategorySelection {
  const categories: TSelectionCategory[] = [];
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
  selection: TCategorySelection,
  rooms: readonly TSelectionRoom[],
  categoryId: number | null,
  change: (current: Set<number>, room: TSelectionRoom) => Set<number>,
): TCategorySelection {
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
  selection: TCategorySelection,
  rooms: readonly TSelectionRoom[],
  categoryId: number | null,
  joinId: number,
  selected: boolean,
): TCategorySelection {
  return withRoomChange(selection, rooms, categoryId, (current) => {
    if (selected) current.add(joinId);
    else current.delete(joinId);
    return current;
  });
}

/** Selects every spec of a category (include-by-default) or none of it. */
export function setCategorySelected(
  selection: TCategorySelection,
  rooms: readonly TSelectionRoom[],
  categoryId: number | null,
  selected: boolean,
): TCategorySelection {
  return withRoomChange(selection, rooms, categoryId, (_current, room) => new Set(selected ? room.joinIds : []));
}

/** Select all (every category include-by-default, the select-all flag set) or nothing. */
export function setAllSelected(rooms: readonly TSelectionRoom[], selected: boolean): TCategorySelection {
  return selected ? fromChosen(rooms, (room) => new Set(room.joinIds)) : emptySelection();
}

/**
 * Toggles a category (§4): all included → all excepted (nothing of it chosen); anything else →
 * all included (include-by-default). Toggling twice gives back an all-or-nothing category.
 */
export function toggleCategory(selection: TCategorySelection, rooms: readonly TSelectionRoom[], categoryId: number | null): TCategorySelection {
  const room = rooms.find((r) => r.categoryId === categoryId);
  if (!room) return selection;
  return setCategorySelected(selection, rooms, categoryId, !roomSelectionState(selection, room).all);
}

/**
 * The purchase-order filter of a selection (§7 "calculate"): `category.id in` the categories with
 * a chosen spec, `id notin` the specs of those categories that are not chosen (the exceptions).
 * With "all" set the filter has no condition: every spec, also of rooms added later.
 */
export function selectionFilter(selection: TCategorySelection, rooms: readonly TSelectionRoom[]): TPurchaseOrderFilter {
  if (selection.allSpecbookSpecs) return { any: [] };
  const included: (number | null)[] = [];
  const exceptions: number[] = [];
  for (const room of rooms) {
    const chosen = new Set(selectedInRoom(selection, room));
    if (chosen.size === 0) continue;
    included.push(room.categoryId);
    exceptions.push(...room.joinIds.filter((id) => !chosen.has(id)));
  }
  const byCategory = { 'category.id': { in: included } };
  return { any: exceptions.length > 0 ? [byCategory, { id: { notin: exceptions } }] : [byCategory] };
}

/** Whether one spec passes every condition of a purchase-order filter. */
function passesFilter(filter: TPurchaseOrderFilter, categoryId: number | null, joinId: number): boolean {
  return filter.any.every((condition) => ('category.id' in condition ? condition['category.id'].in.includes(categoryId) : !condition.id.notin.includes(joinId)));
}

/**
 * The join ids a purchase-order filter chooses among `rooms`, in room and spec order; no filter
 * chooses every spec. The server resolves calculate's and execute's filters with it.
 */
export function filteredJoinIds(filter: TPurchaseOrderFilter | undefined, rooms: readonly TSelectionRoom[]): number[] {
  if (!filter) return rooms.flatMap((room) => [...room.joinIds]);
  return rooms.flatMap((room) => room.joinIds.filter((id) => passesFilter(filter, room.categoryId, id)));
}
