import { describe, expect, it } from 'vitest';
import { dropTarget, placeAt } from './reorder';
import { roomIdFromKey, roomKey } from './rooms';
import { roomEntries, shownQuantity } from './select-room';
import { DEFAULT_MANAGE_SETTINGS, toManageSettings } from './settings';

describe('manage settings', () => {
  it('defaults every flag to the spec values and reads the strings', () => {
    expect(toManageSettings(undefined)).toEqual(DEFAULT_MANAGE_SETTINGS);
    expect(
      toManageSettings([
        { key: 'management.view', effective: '2' },
        { key: 'management.drag_and_drop', effective: 'false' },
        { key: 'management.collapse_all', effective: 'false' },
      ]),
    ).toEqual({ ...DEFAULT_MANAGE_SETTINGS, view: 'list', dragAndDrop: false, collapseAll: false });
  });
});

describe('reorder', () => {
  it('moves within a room like arrayMove and across rooms before the spec dropped on', () => {
    expect(dropTarget({ activeId: 1, fromContainer: 'a', toContainer: 'a', overId: 3, targetIds: [1, 2, 3], targetCount: 3 })?.order).toBe(2);
    expect(dropTarget({ activeId: 1, fromContainer: 'a', toContainer: 'a', overId: 1, targetIds: [1, 2], targetCount: 2 })).toBeNull();
    expect(dropTarget({ activeId: 9, fromContainer: 'a', toContainer: 'b', overId: 5, targetIds: [4, 5], targetCount: 2 })?.order).toBe(1);
    expect(dropTarget({ activeId: 9, fromContainer: 'a', toContainer: 'b', overId: null, targetIds: [], targetCount: 7 })?.order).toBe(7);
    expect(placeAt([{ joinID: 1 }, { joinID: 2 }, { joinID: 3 }], { joinID: 1 }, 2).map((x) => x.joinID)).toEqual([2, 3, 1]);
  });

  it('keys rooms, Miscellaneous included', () => {
    expect(roomIdFromKey(roomKey(null))).toBeNull();
    expect(roomIdFromKey(roomKey(12))).toBe(12);
    expect(roomIdFromKey('other')).toBeUndefined();
  });
});

describe('select room', () => {
  it('sends only checked rooms with an id and shows the existing quantity or 1 when unchecked', () => {
    const choices = [
      { id: 1, name: 'Kitchen', checked: true, quantity: 3, existingQuantity: null },
      { id: 2, name: 'Bath', checked: false, quantity: 1, existingQuantity: 5 },
      { id: null, name: 'Miscellaneous', checked: true, quantity: 1, existingQuantity: null },
    ];
    expect(roomEntries(42, choices)).toEqual([{ spec: { id: 42 }, category: { id: 1 }, quantity: 3 }]);
    expect(shownQuantity(choices[1]!)).toBe(5);
    expect(shownQuantity({ ...choices[1]!, existingQuantity: null })).toBe(1);
  });
});
