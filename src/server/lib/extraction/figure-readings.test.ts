import { describe, expect, it } from 'vitest';
import { asFigureText, derivedQuantity, figureValues, firstAddingUp } from './figure-readings';

describe('figureValues', () => {
  it('reads letters OCR takes for digits as digits in a figure', () => {
    expect(['i', 'l', 'I', '|', 'J', '!'].map((text) => figureValues(text, 'quantity'))).toEqual([[1], [1], [1], [1], [1], [1]]);
    // '1O' as printed may be 1 of a unit 'O': both readings, the arithmetic chooses.
    expect(figureValues('1O', 'quantity')).toEqual([1, 10]);
    expect(figureValues('$S1B.OO', 'money')).toEqual([518]);
  });

  it('drops spaces and edge specks, and tries a lost decimal separator after the value as read', () => {
    expect(asFigureText('$190. 35.')).toBe('$190.35');
    expect(figureValues('$190. 35.', 'money')).toEqual([190.35]);
    expect(figureValues('$39441°', 'money')).toEqual([39441, 394.41]);
    expect(figureValues('$4,632.38', 'money')).toEqual([4632.38]);
    expect(figureValues('1.234,50 €', 'money')).toEqual([1234.5]);
  });

  it('keeps a quantity with its unit and answers nothing for text that is no figure', () => {
    expect(figureValues('12 EA', 'quantity')).toEqual([12]);
    expect(figureValues('', 'quantity')).toEqual([]);
    expect(figureValues('Faucet', 'money')).toEqual([]);
  });
});

describe('firstAddingUp', () => {
  it('keeps the figures as read when they add up, a discount allowed', () => {
    expect(firstAddingUp({ quantity: [4, 1], unitPrice: [100], amount: [360] }, { percent: 10 })).toEqual({ quantity: 4, unitPrice: 100, amount: 360 });
  });

  it('takes another reading of one figure when that makes the line add up', () => {
    expect(firstAddingUp({ quantity: [6], unitPrice: [190.35, 190.32], amount: [1141.92] }, null)).toEqual({ quantity: 6, unitPrice: 190.32, amount: 1141.92 });
  });

  it('refuses to change two figures at once, and answers null when nothing adds up', () => {
    expect(firstAddingUp({ quantity: [6, 60], unitPrice: [190.35, 19.03], amount: [1141.92] }, null)).toBeNull();
    expect(firstAddingUp({ quantity: [], unitPrice: [10], amount: [20] }, null)).toBeNull();
  });
});

describe('derivedQuantity', () => {
  it('derives a whole quantity as amount ÷ unit price, a discount allowed', () => {
    expect(derivedQuantity({ unitPrice: [669.39], amount: [1338.78] }, null)).toEqual({ quantity: 2, unitPrice: 669.39, amount: 1338.78 });
    expect(derivedQuantity({ unitPrice: [100], amount: [270] }, { percent: 10 })).toEqual({ quantity: 3, unitPrice: 100, amount: 270 });
  });

  it('derives nothing when the ratio is not whole or a figure is missing', () => {
    expect(derivedQuantity({ unitPrice: [190.35], amount: [1141.92] }, null)).toBeNull();
    expect(derivedQuantity({ unitPrice: [], amount: [10] }, null)).toBeNull();
  });
});
