import { describe, expect, it } from 'vitest';
import { graphRange, isIsoDate, monthLabel, monthsBetween, profilePeriods } from './profile-periods';

describe('profile periods', () => {
  it('reads YYYY-MM-DD calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('02/28/2026')).toBe(false);
  });

  it('gives the month, year and quarter to today', () => {
    expect(profilePeriods(new Date(Date.UTC(2026, 10, 23, 12)))).toEqual([
      { key: 'month', label: 'Last month', startDate: '2026-11-01', endDate: '2026-11-23' },
      { key: 'year', label: 'Last year', startDate: '2026-01-01', endDate: '2026-11-23' },
      { key: 'quarter', label: 'Current quarter', startDate: '2026-10-01', endDate: '2026-11-23' },
    ]);
    expect(profilePeriods(new Date(Date.UTC(2026, 2, 31, 12)))[2]!.startDate).toBe('2026-01-01');
  });

  it('counts by UTC days, as the server does, whatever the browser\'s zone', () => {
    // 19:30 on 30 November in Chicago is already 1 December in UTC: a new quarter's first day.
    const evening = new Date('2026-12-01T01:30:00Z');
    expect(profilePeriods(evening)[0]).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(profilePeriods(evening)[2]).toMatchObject({ startDate: '2026-10-01', endDate: '2026-12-01' });
    expect(graphRange(evening, 2)).toEqual({ startDate: '2026-11-01', endDate: '2026-12-01' });
  });

  it('lists the months of a range across a year end, labelled MM/YY', () => {
    expect(graphRange(new Date(Date.UTC(2026, 1, 10, 12)), 3)).toEqual({ startDate: '2025-12-01', endDate: '2026-02-10' });
    expect(monthsBetween('2025-12-15', '2026-02-10')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(monthLabel('2026-03-01')).toBe('03/26');
  });
});
