import { describe, expect, it } from 'vitest';
import { taxRateHundredths } from './totals.service';

describe('taxRateHundredths', () => {
  it("takes the specbook's rate, else the account setting, else 0", () => {
    expect(taxRateHundredths('8.25', '5')).toBe(825);
    expect(taxRateHundredths(null, '7.5')).toBe(750);
    expect(taxRateHundredths(null, '6%')).toBe(600);
    expect(taxRateHundredths(null, null)).toBe(0);
  });

  it('treats a setting that is not a rate from 0 to 100 as 0', () => {
    expect(taxRateHundredths(null, 'abc')).toBe(0);
    expect(taxRateHundredths(null, '-1')).toBe(0);
    expect(taxRateHundredths(null, '150')).toBe(0);
    expect(taxRateHundredths(null, '')).toBe(0);
  });
});
