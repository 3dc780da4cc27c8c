import { describe, expect, it } from 'vitest';
import { formatUsDate } from './us-date';

describe('formatUsDate', () => {
  it('writes a timestamp as MM/DD/YYYY in the local zone, and nothing for none or garbage', () => {
    expect(formatUsDate(new Date(2026, 2, 7, 15, 30).toISOString())).toBe('03/07/2026');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate('not a date')).toBe('');
  });
});
