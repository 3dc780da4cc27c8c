import { describe, expect, it } from 'vitest';
import { eventName, formatAlertStart, isTimeZone, localToday, parseAlertTime } from './alert-messages';

describe('alert helpers', () => {
  it('parses a day or a wall-clock time and refuses anything else', () => {
    expect(parseAlertTime('2026-11-24')).toBe('2026-11-24T00:00:00');
    expect(parseAlertTime('2026-11-24T15:30')).toBe('2026-11-24T15:30:00');
    expect(parseAlertTime('2026-11-24 15:30:05')).toBe('2026-11-24T15:30:05');
    expect(parseAlertTime('2026-02-29')).toBeNull();
    expect(parseAlertTime('2026-11-24T25:00')).toBeNull();
    expect(parseAlertTime('2026-11-24T10:00:00Z')).toBeNull();
    expect(parseAlertTime('next week')).toBeNull();
  });

  it('names an event from its description, or from its day when that is too short', () => {
    expect(eventName('  Site   walk-through ', '2026-12-01')).toBe('Site walk-through');
    expect(eventName('ok', '2026-12-01')).toBe('Event on 2026-12-01');
    const long = eventName('x'.repeat(80), '2026-12-01');
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
  });

  it('formats the start for humans, with the time unless all-day', () => {
    expect(formatAlertStart('2026-11-24T00:00:00', true)).toBe('Tue, Nov 24, 2026');
    expect(formatAlertStart('2026-11-24T15:30:00', false)).toBe('Tue, Nov 24, 2026, 3:30 PM');
  });

  it('knows IANA time zones and the local day', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(' ')).toBe(false);
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
