import { describe, expect, it } from 'vitest';
import { labelSheets } from './smart-label-selection';

describe('smart-label sheets', () => {
  it('counts label sheets of 10 (Avery 5163)', () => {
    expect([0, 1, 10, 11].map(labelSheets)).toEqual([0, 1, 1, 2]);
  });
});
