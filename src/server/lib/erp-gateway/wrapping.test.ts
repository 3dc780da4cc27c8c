import { describe, expect, it } from 'vitest';
import { numberField, textField, unwrapRow, wrapFields } from './wrapping';

describe('wrapFields', () => {
  it('wraps every field as {value}, nested objects field by field and array items as rows; id and delete stay plain', () => {
    expect(
      wrapFields({ Subject: 'Kitchen', Amount: 12.5, Hold: false, Owner: undefined, ContactInformation: { FirstName: 'Ann' }, Products: [{ id: 'g-1', delete: true }, { InventoryID: 'K1', Quantity: 2 }] }),
    ).toEqual({
      Subject: { value: 'Kitchen' },
      Amount: { value: 12.5 },
      Hold: { value: false },
      ContactInformation: { FirstName: { value: 'Ann' } },
      Products: [{ id: 'g-1', delete: true }, { InventoryID: { value: 'K1' }, Quantity: { value: 2 } }],
    });
  });
});

describe('unwrapRow', () => {
  it('unwraps fields, nested rows and arrays, drops row metadata and reads {} as null', () => {
    const row = {
      id: 'r-1',
      rowNumber: 1,
      _links: { self: '/x' },
      custom: {},
      Subject: { value: 'Kitchen' },
      Owner: {},
      Amount: { value: 3 },
      Products: [{ id: 'l-1', rowNumber: 1, InventoryID: { value: 'K1' }, Qty: { value: 2 } }],
    };
    expect(unwrapRow(row)).toEqual({ id: 'r-1', Subject: 'Kitchen', Owner: null, Amount: 3, Products: [{ id: 'l-1', InventoryID: 'K1', Qty: 2 }] });
  });

  it('round-trips what wrapFields made', () => {
    const plain = { Subject: 'S', Amount: 1, Address: { City: 'Chicago' } };
    expect(unwrapRow(wrapFields(plain))).toEqual(plain);
  });
});

describe('textField / numberField', () => {
  it('read strings and numbers leniently, else null', () => {
    const row = { a: 'x', n: 5, s: '7.5', b: true };
    expect([textField(row, 'a'), textField(row, 'n'), textField(row, 'b'), textField(row, 'missing')]).toEqual(['x', '5', null, null]);
    expect([numberField(row, 'n'), numberField(row, 's'), numberField(row, 'a'), numberField(row, 'b')]).toEqual([5, 7.5, null, null]);
  });
});
