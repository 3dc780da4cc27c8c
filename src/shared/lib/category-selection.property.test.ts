import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  filteredJoinIds,
  isSpecSelected,
  roomSelectionState,
  selectedJoinIds,
  selectionFilter,
  setAllSelected,
  setSpecSelected,
  toggleCategory,
  type TCategorySelection,
  type TSelectionRoom,
} from './category-selection';

/** Rooms with distinct category ids (one may be Miscellaneous) and distinct join ids. */
const arbRooms: fc.Arbitrary<TSelectionRoom[]> = fc
  .uniqueArray(fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 5 })
  .chain((categoryIds) =>
    fc.tuple(...categoryIds.map(() => fc.integer({ min: 0, max: 5 }))).map((sizes) => {
      let next = 100;
      return categoryIds.map((categoryId, index) => ({ categoryId, joinIds: Array.from({ length: sizes[index]! }, () => (next += 1)) }));
    }),
  );

/** One user step: toggle a category, or take out / put back one spec. */
type Step = { kind: 'toggle'; room: number } | { kind: 'spec'; room: number; spec: number; selected: boolean };
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), room: fc.nat() }),
  fc.record({ kind: fc.constant('spec' as const), room: fc.nat(), spec: fc.nat(), selected: fc.boolean() }),
);

function apply(selection: TCategorySelection, rooms: readonly TSelectionRoom[], step: Step): TCategorySelection {
  const room = rooms[step.room % rooms.length]!;
  if (step.kind === 'toggle') return toggleCategory(selection, rooms, room.categoryId);
  if (room.joinIds.length === 0) return selection;
  return setSpecSelected(selection, rooms, room.categoryId, room.joinIds[step.spec % room.joinIds.length]!, step.selected);
}

/** Rooms and a selection reached from nothing or from Select all by user steps. */
const arbState = arbRooms.chain((rooms) =>
  fc.tuple(fc.boolean(), fc.array(arbStep, { maxLength: 12 })).map(([startAll, steps]) => ({
    rooms,
    selection: steps.reduce((s, step) => apply(s, rooms, step), startAll ? setAllSelected(rooms, true) : emptySelection()),
  })),
);

const withSpecs = (rooms: readonly TSelectionRoom[]) => rooms.filter((room) => room.joinIds.length > 0);

describe('category selection: properties (purchase orders §4)', () => {
  it('toggling a category twice gives back the selection once it is all-or-nothing', () => {
    fc.assert(
      fc.property(arbState, fc.nat(), ({ rooms, selection }, pick) => {
        const room = rooms[pick % rooms.length]!;
        const once = toggleCategory(selection, rooms, room.categoryId);
        expect(toggleCategory(toggleCategory(once, rooms, room.categoryId), rooms, room.categoryId)).toEqual(once);
      }),
    );
  });

  it('toggling a category flips it between all included and all excepted, and leaves the others alone', () => {
    fc.assert(
      fc.property(arbState, fc.nat(), ({ rooms, selection }, pick) => {
        const room = rooms[pick % rooms.length]!;
        const before = roomSelectionState(selection, room);
        const after = toggleCategory(selection, rooms, room.categoryId);
        const state = roomSelectionState(after, room);
        if (room.joinIds.length > 0) expect(before.all ? state.none : state.all).toBe(true);
        for (const other of rooms.filter((r) => r !== room)) expect(selectedJoinIds(after, [other])).toEqual(selectedJoinIds(selection, [other]));
      }),
    );
  });

  it('excepting one spec clears includeByDefault of its category and the "all" flag', () => {
    fc.assert(
      fc.property(arbState, fc.nat(), fc.nat(), ({ rooms, selection }, pickRoom, pickSpec) => {
        const candidates = withSpecs(rooms);
        fc.pre(candidates.length > 0);
        const room = candidates[pickRoom % candidates.length]!;
        const joinId = room.joinIds[pickSpec % room.joinIds.length]!;
        const after = setSpecSelected(selection, rooms, room.categoryId, joinId, false);
        expect(after.allSpecbookSpecs).toBe(false);
        expect(isSpecSelected(after, room.categoryId, joinId)).toBe(false);
        expect(after.categories.find((c) => c.categoryId === room.categoryId)?.includeByDefault ?? false).toBe(false);
      }),
    );
  });

  it('putting back the last exception makes the category include-by-default again', () => {
    fc.assert(
      fc.property(arbRooms, fc.nat(), fc.nat(), (rooms, pickRoom, pickSpec) => {
        const candidates = withSpecs(rooms);
        fc.pre(candidates.length > 0);
        const room = candidates[pickRoom % candidates.length]!;
        const joinId = room.joinIds[pickSpec % room.joinIds.length]!;
        const excepted = setSpecSelected(setAllSelected(rooms, true), rooms, room.categoryId, joinId, false);
        const back = setSpecSelected(excepted, rooms, room.categoryId, joinId, true);
        expect(back.categories.find((c) => c.categoryId === room.categoryId)).toEqual({ categoryId: room.categoryId, includeByDefault: true, except: [] });
        expect(back).toEqual(setAllSelected(rooms, true));
      }),
    );
  });

  it('"all" is set exactly when every category with specs is include-by-default', () => {
    fc.assert(
      fc.property(arbState, ({ rooms, selection }) => {
        const everyIncluded = withSpecs(rooms).every((room) => selection.categories.some((c) => c.categoryId === room.categoryId && c.includeByDefault));
        expect(selection.allSpecbookSpecs).toBe(withSpecs(rooms).length > 0 && everyIncluded);
      }),
    );
  });

  it('the filter chooses exactly the selected specs', () => {
    fc.assert(
      fc.property(arbState, ({ rooms, selection }) => {
        expect(filteredJoinIds(selectionFilter(selection, rooms), rooms)).toEqual(selectedJoinIds(selection, rooms));
      }),
    );
  });
});

describe('selectionFilter and filteredJoinIds', () => {
  const rooms: TSelectionRoom[] = [
    { categoryId: 1, joinIds: [11, 12, 13] },
    { categoryId: 2, joinIds: [21] },
    { categoryId: null, joinIds: [91] },
  ];

  it('lists the chosen categories and the exceptions among them', () => {
    let s = toggleCategory(emptySelection(), rooms, 1);
    s = setSpecSelected(s, rooms, 1, 12, false);
    s = toggleCategory(s, rooms, null);
    expect(selectionFilter(s, rooms)).toEqual({ any: [{ 'category.id': { in: [1, null] } }, { id: { notin: [12] } }] });
  });

  it('answers no condition for "all", and an empty category list for nothing', () => {
    expect(selectionFilter(setAllSelected(rooms, true), rooms)).toEqual({ any: [] });
    expect(selectionFilter(emptySelection(), rooms)).toEqual({ any: [{ 'category.id': { in: [] } }] });
    expect(filteredJoinIds(selectionFilter(emptySelection(), rooms), rooms)).toEqual([]);
  });

  it('chooses every spec without a filter', () => {
    expect(filteredJoinIds(undefined, rooms)).toEqual([11, 12, 13, 21, 91]);
  });
});
