import { describe, expect, it } from 'vitest';
import type { DroppableContainer } from '@dnd-kit/core';
import type { TCategory } from '#shared/schemas/category';
import { announcements, collisionDetection, roomDropIndex } from './dnd';
import { ROOM_SORT } from './dnd-ids';
import { dropTarget, placeAt } from './reorder';
import { moveRoomTo, roomIdFromKey, roomKey } from './rooms';
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

describe('room order', () => {
  const room = (id: number | null, order: number) =>
    ({ id, categoryID: id, name: `R${id ?? 'misc'}`, order, orderID: order, isMiscellaneousCategory: id === null }) as TCategory;
  const rooms = [room(null, 3), room(1, 0), room(2, 1), room(3, 2)];
  const layout = (list: TCategory[]) => list.map((r) => `${r.order}:${r.id ?? 'misc'}`);

  it('moves a room to a position among the real rooms, renumbers them and keeps Miscellaneous last', () => {
    expect(layout(moveRoomTo(rooms, 1, 2))).toEqual(['0:2', '1:3', '2:1', '3:misc']);
    expect(layout(moveRoomTo(rooms, 3, 0))).toEqual(['0:3', '1:1', '2:2', '3:misc']);
    expect(layout(moveRoomTo(rooms, 2, 99))).toEqual(['0:1', '1:3', '2:2', '3:misc']);
    expect(layout(moveRoomTo(rooms, 42, 0))).toEqual(['0:1', '1:2', '2:3', '3:misc']);
  });

  it('drops a room in the place of the room it is dropped on', () => {
    expect(roomDropIndex([1, 2, 3], 1, 3)).toBe(2);
    expect(roomDropIndex([1, 2, 3], 3, 1)).toBe(0);
    expect(roomDropIndex([1, 2, 3], 2, 2)).toBeNull();
    expect(roomDropIndex([1, 2, 3], 2, 9)).toBeNull();
  });

  it('lets a carried room collide only with rooms, and a carried spec with everything else', () => {
    const rect = { top: 0, left: 0, width: 100, height: 40, bottom: 40, right: 100 };
    const container = (id: string, type: string) =>
      ({ id, key: id, data: { current: { type } }, disabled: false, node: { current: null }, rect: { current: rect } }) as unknown as DroppableContainer;
    const containers = [container('room-sort:1', ROOM_SORT), container('11', 'spec'), container('room:1', 'room')];
    const hits = (type: string) =>
      collisionDetection({
        active: { id: 'a', data: { current: { type } }, rect: { current: { initial: null, translated: null } } },
        collisionRect: rect,
        droppableRects: new Map(containers.map((c) => [c.id, rect])),
        droppableContainers: containers,
        pointerCoordinates: null,
      }).map((c) => c.id);
    expect(hits(ROOM_SORT)).toEqual(['room-sort:1']);
    expect(hits('spec').sort()).toEqual(['11', 'room:1']);
  });

  it('announces rooms and specs by name, not by internal id', () => {
    const item = (id: string, current: object) => ({ id, data: { current } }) as never;
    const laundry = item('room-sort:6', { type: ROOM_SORT, room: { name: 'Laundry' } });
    const vanity = item('room-sort:7', { type: ROOM_SORT, room: { name: 'Vanity' } });
    const faucet = item('11', { type: 'spec', spec: { name: 'Faucet' } });
    const kitchenArea = item('room:1', { type: 'room', room: { name: 'Kitchen' } });
    expect(announcements.onDragStart({ active: laundry })).toBe('Picked up room Laundry.');
    expect(announcements.onDragOver({ active: laundry, over: vanity })).toBe('room Laundry was moved over room Vanity.');
    expect(announcements.onDragEnd({ active: faucet, over: kitchenArea })).toBe('spec Faucet was dropped over room Kitchen.');
    expect(announcements.onDragEnd({ active: faucet, over: null })).toBe('spec Faucet was dropped.');
    expect(announcements.onDragCancel({ active: laundry, over: null })).toBe('Moving room Laundry was cancelled.');
  });
});
