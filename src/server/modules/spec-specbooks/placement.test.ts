import { describe, expect, it } from 'vitest';
import { arrange, parseRoomParam } from './placement';

describe('arrange', () => {
  it('moves one item to an index, the others close up', () => {
    expect(arrange([1, 2, 3, 4], [{ id: 4, index: 0 }])).toEqual([4, 1, 2, 3]);
    expect(arrange([1, 2, 3, 4], [{ id: 1, index: 2 }])).toEqual([2, 3, 1, 4]);
    expect(arrange([1, 2, 3], [{ id: 2, index: 99 }])).toEqual([1, 3, 2]);
  });

  it('takes a whole new order as given', () => {
    expect(arrange([1, 2, 3], [{ id: 3, index: 0 }, { id: 1, index: 1 }, { id: 2, index: 2 }])).toEqual([3, 1, 2]);
  });

  it('inserts items coming from elsewhere', () => {
    expect(arrange([1, 2], [{ id: 9, index: 1 }])).toEqual([1, 9, 2]);
  });
});

describe('parseRoomParam', () => {
  it("reads 'misc' and 'null' as Miscellaneous and digits as a room id", () => {
    expect(parseRoomParam('misc')).toBeNull();
    expect(parseRoomParam('null')).toBeNull();
    expect(parseRoomParam('12')).toBe(12);
    expect(() => parseRoomParam('0')).toThrow();
    expect(() => parseRoomParam('kitchen')).toThrow();
    expect(() => parseRoomParam('99999999999')).toThrow();
  });
});
