import { describe, expect, it } from 'vitest';
import { icsComponent, icsLine, parseIcs, unescapeText } from '#server/test/ics-parse';
import { buildIcs, escapeText, foldLine, wallClockInstant, zoneOffset, type IcsEvent } from './ics';

const base: IcsEvent = {
  uid: 'alert-42@specfolio.test',
  sequence: 0,
  stamp: new Date('2030-01-02T03:04:05.678Z'),
  start: '2030-03-14T15:30:00',
  end: '2030-03-14T16:00:00',
  allDay: false,
  timezone: 'America/Chicago',
  summary: 'Fixture delivery',
  description: 'Vanities, faucets; and\\tubs\nat the site',
  organizer: { name: 'Maya Thompson', email: 'seller@specfolio.test' },
  attendees: ['ellen@example.com', 'dana@studio.example'],
};

describe('buildIcs', () => {
  it('writes a REQUEST with CRLF line ends that parses back to the event', () => {
    const text = buildIcs('REQUEST', base);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = parseIcs(text);
    const event = icsComponent(lines, 'VEVENT');
    expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(icsLine(lines, 'VERSION').value).toBe('2.0');
    expect(icsLine(lines, 'METHOD').value).toBe('REQUEST');
    expect(icsLine(lines, 'UID').value).toBe('alert-42@specfolio.test');
    expect(icsLine(lines, 'SEQUENCE').value).toBe('0');
    expect(icsLine(lines, 'DTSTAMP').value).toBe('20300102T030405Z');
    expect(icsLine(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'America/Chicago' }, value: '20300314T153000' });
    expect(icsLine(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'America/Chicago' }, value: '20300314T160000' });
    expect(unescapeText(icsLine(lines, 'DESCRIPTION').value)).toBe(base.description);
    expect(icsLine(lines, 'ORGANIZER')).toMatchObject({ params: { CN: 'Maya Thompson' }, value: 'mailto:seller@specfolio.test' });
    expect(lines.filter((l) => l.name === 'ATTENDEE').map((l) => l.value)).toEqual(['mailto:ellen@example.com', 'mailto:dana@studio.example']);
    expect(icsLine(lines, 'STATUS').value).toBe('CONFIRMED');
  });

  it("defines the TZID in a VTIMEZONE with the zone's offset at the start", () => {
    const lines = parseIcs(buildIcs('REQUEST', base));
    const zone = icsComponent(lines, 'VTIMEZONE');
    expect(icsLine(zone, 'TZID').value).toBe('America/Chicago');
    // 14 March 2030 is after the US change to daylight time (10 March): CDT, UTC-5.
    expect(icsLine(zone, 'TZOFFSETTO').value).toBe('-0500');
    expect(lines.findIndex((l) => l.value === 'VTIMEZONE')).toBeLessThan(lines.findIndex((l) => l.value === 'VEVENT'));
  });

  it('adds the change of clocks when a timed event spans it', () => {
    const lines = parseIcs(buildIcs('REQUEST', { ...base, start: '2030-03-09T20:00:00', end: '2030-03-10T10:00:00' }));
    const offsets = lines.filter((l) => l.name === 'TZOFFSETTO').map((l) => l.value);
    expect(offsets).toEqual(['-0600', '-0500']);
    const starts = lines.filter((l) => l.name === 'DTSTART').map((l) => l.value);
    // The clocks go forward at 02:00 CST on 10 March 2030.
    expect(starts).toContain('20300310T020000');
  });

  it('writes an all-day event as VALUE=DATE with the day after the last day as DTEND, without a VTIMEZONE', () => {
    const lines = parseIcs(buildIcs('REQUEST', { ...base, allDay: true, start: '2030-12-31T00:00:00', end: '2030-12-31T00:00:00' }));
    expect(icsLine(lines, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20301231' });
    expect(icsLine(lines, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20310101' });
    expect(lines.some((l) => l.value === 'VTIMEZONE')).toBe(false);
  });

  it('writes a CANCEL with STATUS:CANCELLED and the same UID', () => {
    const lines = parseIcs(buildIcs('CANCEL', { ...base, sequence: 3 }));
    expect(icsLine(lines, 'METHOD').value).toBe('CANCEL');
    expect(icsLine(lines, 'STATUS').value).toBe('CANCELLED');
    expect(icsLine(lines, 'UID').value).toBe('alert-42@specfolio.test');
    expect(icsLine(lines, 'SEQUENCE').value).toBe('3');
  });

  it('quotes an organizer name with a comma and leaves out an empty description', () => {
    const lines = parseIcs(buildIcs('REQUEST', { ...base, description: null, organizer: { name: 'Thompson, "Maya"', email: 'm@x.test' } }));
    expect(icsLine(lines, 'ORGANIZER').params.CN).toBe('Thompson, Maya');
    expect(lines.some((l) => l.name === 'DESCRIPTION')).toBe(false);
  });

  it('folds long lines at 75 octets and the parse joins them again', () => {
    const summary = `Delivery ${'é'.repeat(60)} ${'x'.repeat(80)}`;
    const text = buildIcs('REQUEST', { ...base, summary });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unescapeText(icsLine(parseIcs(text), 'SUMMARY').value)).toBe(summary);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('never splits a multi-byte character and leaves short lines alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`SUMMARY:${'€'.repeat(40)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBe(2);
    expect(Buffer.byteLength(parts[0] ?? '', 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.join('')).toBe(`SUMMARY:${'€'.repeat(40)}`);
  });
});

describe('time zones', () => {
  it('answers the offset of a zone at an instant and the instant of a wall-clock time', () => {
    expect(zoneOffset('America/New_York', Date.parse('2030-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffset('Asia/Kolkata', Date.parse('2030-01-15T12:00:00Z'))).toBe(330);
    expect(new Date(wallClockInstant('2030-07-01T09:00:00', 'Europe/Berlin')).toISOString()).toBe('2030-07-01T07:00:00.000Z');
  });
});
