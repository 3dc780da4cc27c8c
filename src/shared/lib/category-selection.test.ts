import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isSpecSelected,
  roomSelectionState,
  selectedJoinIds,
  setAllSelected,
  setCategorySelected,
  setSpecSelected,
  type TSelectionRoom,
  type TCategorySelection,
} from './category-selection';

const rooms: TSelectionRoom[] = [
  { categoryId: 1, joinIds: [11, 12, 13] },
  { categoryId: 2, joinIds: [21, 22] },
  { categoryId: 3, joinIds: [] },
  { categoryId: null, joinIds: [91] },
];

const all: TCategorySelection = {
  allSpecbookSpecs: true,
  categories: [
    { categoryId: 1, includeByDefault: true, except: [] },
    { categoryId: 2, includeByDefault: true, except: [] },
    { categoryId: null, includeByDefault: true, except: [] },
  ],
};

describe('category selection (smart labels §2.10, purchase orders §4)', () => {
  it('starts with nothing selected', () => {
    expect(emptySelection()).toEqual({ categories: [], allSpecbookSpecs: false });
    expect(selectedJoinIds(emptySelection(), rooms)).toEqual([]);
  });

  it('selecting one spec lists it explicitly in a category that is not include-by-default', () => {
    const s = setSpecSelected(emptySelection(), rooms, 1, 12, true);
    expect(s).toEqual({ categories: [{ categoryId: 1, includeByDefault: false, except: [12] }], allSpecbookSpecs: false });
    expect(isSpecSelected(s, 1, 12)).toBe(true);
    expect(isSpecSelected(s, 1, 11)).toBe(false);
  });

  it('selecting all specs of a category, one by one, marks it include-by-default', () => {
    let s = emptySelection();
    for (const id of [13, 11, 12]) s = setSpecSelected(s, rooms, 1, id, true);
    expect(s.categories).toEqual([{ categoryId: 1, includeByDefault: true, except: [] }]);
    expect(s.allSpecbookSpecs).toBe(false);
  });

  it('selecting a category selects all its specs: include-by-default', () => {
    const s = setCategorySelected(emptySelection(), rooms, 2, true);
    expect(s.categories).toEqual([{ categoryId: 2, includeByDefault: true, except: [] }]);
    expect(selectedJoinIds(s, rooms)).toEqual([21, 22]);
  });

  it('deselecting one spec of an included category clears include-by-default and lists all the others explicitly', () => {
    const included = setCategorySelected(emptySelection(), rooms, 1, true);
    const s = setSpecSelected(included, rooms, 1, 12, false);
    expect(s.categories).toEqual([{ categoryId: 1, includeByDefault: false, except: [11, 13] }]);
    expect(selectedJoinIds(s, rooms)).toEqual([11, 13]);
  });

  it('deselecting the last selected spec of a category drops the category', () => {
    const one = setSpecSelected(emptySelection(), rooms, 2, 21, true);
    expect(setSpecSelected(one, rooms, 2, 21, false)).toEqual(emptySelection());
  });

  it('deselecting a category leaves nothing of it', () => {
    const s = setCategorySelected(setCategorySelected(emptySelection(), rooms, 1, true), rooms, 1, false);
    expect(s).toEqual(emptySelection());
  });

  it('sets the select-all flag when every category with specs is include-by-default', () => {
    let s = emptySelection();
    s = setCategorySelected(s, rooms, 1, true);
    s = setCategorySelected(s, rooms, 2, true);
    expect(s.allSpecbookSpecs).toBe(false);
    s = setSpecSelected(s, rooms, null, 91, true);
    expect(s).toEqual(all);
  });

  it('Select all marks every category with specs include-by-default and sets the flag; empty rooms take no part', () => {
    expect(setAllSelected(rooms, true)).toEqual(all);
    expect(setAllSelected(rooms, false)).toEqual(emptySelection());
    expect(setAllSelected([{ categoryId: 3, joinIds: [] }], true)).toEqual(emptySelection());
  });

  it('deselecting one spec after Select all clears the flag and lists the rest of that category', () => {
    const s = setSpecSelected(all, rooms, 2, 22, false);
    expect(s).toEqual({
      allSpecbookSpecs: false,
      categories: [
        { categoryId: 1, includeByDefault: true, except: [] },
        { categoryId: 2, includeByDefault: false, except: [21] },
        { categoryId: null, includeByDefault: true, except: [] },
      ],
    });
  });

  it('resolves the selected join ids in room and spec order', () => {
    let s = setSpecSelected(emptySelection(), rooms, null, 91, true);
    s = setSpecSelected(s, rooms, 1, 13, true);
    s = setSpecSelected(s, rooms, 1, 11, true);
    expect(selectedJoinIds(s, rooms)).toEqual([11, 13, 91]);
  });

  it('resolves include-by-default with exceptions as every spec but the listed ones', () => {
    const s: TCategorySelection = { allSpecbookSpecs: false, categories: [{ categoryId: 1, includeByDefault: true, except: [12] }] };
    expect(selectedJoinIds(s, rooms)).toEqual([11, 13]);
    expect(isSpecSelected(s, 1, 12)).toBe(false);
    expect(isSpecSelected(s, 1, 13)).toBe(true);
  });

  it('include-by-default covers specs added to the room later; select-all covers every room', () => {
    const later: TSelectionRoom[] = [{ categoryId: 1, joinIds: [11, 12, 13, 14] }, ...rooms.slice(1), { categoryId: 4, joinIds: [41] }];
    const s = setCategorySelected(emptySelection(), rooms, 1, true);
    expect(selectedJoinIds(s, later)).toEqual([11, 12, 13, 14]);
    expect(selectedJoinIds(all, later)).toEqual([11, 12, 13, 14, 21, 22, 91, 41]);
  });

  it('never selects ids that are not specs of the named category', () => {
    const s: TCategorySelection = {
      allSpecbookSpecs: false,
      categories: [
        { categoryId: 1, includeByDefault: false, except: [11, 21, 999] },
        { categoryId: 77, includeByDefault: true, except: [] },
      ],
    };
    expect(selectedJoinIds(s, rooms)).toEqual([11]);
  });

  it('counts a category for its checkbox and label', () => {
    const s = setSpecSelected(emptySelection(), rooms, 1, 12, true);
    expect(roomSelectionState(s, rooms[0]!)).toEqual({ selected: 1, total: 3, all: false, none: false });
    expect(roomSelectionState(all, rooms[1]!)).toEqual({ selected: 2, total: 2, all: true, none: false });
    expect(roomSelectionState(all, rooms[2]!)).toEqual({ selected: 0, total: 0, all: false, none: true });
  });
});
