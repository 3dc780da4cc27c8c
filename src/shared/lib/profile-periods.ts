/**
 * The periods of a profile's totals (spec/business-records.md §2 "Profiles", §9): dates travel
 * as YYYY-MM-DD, graph labels are MM/YY. Periods and graph ranges are UTC calendar days, the days
 * the server counts specbooks by: a browser west of UTC in its evening is already on the next UTC
 * day, and a specbook it just created must fall inside 'today'.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A UTC calendar date as YYYY-MM-DD. */
function toUtcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A period of the totals, both ends included. */
export type TPeriod = { key: 'month' | 'year' | 'quarter'; label: string; startDate: string; endDate: string };

/**
 * The three periods of §2, each ending today: 'Last month' from the first of the current month,
 * 'Last year' from 1 January, 'Current quarter' from the quarter's first day.
 */
export function profilePeriods(today: Date): TPeriod[] {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const end = toUtcIsoDate(today);
  const first = (month: number) => toUtcIsoDate(new Date(Date.UTC(y, month, 1)));
  return [
    { key: 'month', label: 'Last month', startDate: first(m), endDate: end },
    { key: 'year', label: 'Last year', startDate: first(0), endDate: end },
    { key: 'quarter', label: 'Current quarter', startDate: first(m - (m % 3)), endDate: end },
  ];
}

/** The graph's range: the first day of the (UTC) month `months − 1` months ago, to today. */
export function graphRange(today: Date, months = 12): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1));
  return { startDate: toUtcIsoDate(start), endDate: toUtcIsoDate(today) };
}

/** The first day of every month from `startDate`'s month to `endDate`'s, as YYYY-MM-01. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let y = Number(startDate.slice(0, 4));
  let m = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  while (`${y}-${pad(m)}` <= last) {
    months.push(`${y}-${pad(m)}-01`);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y += 1;
  }
  return months;
}

/** A graph label: '2026-03-01' → '03/26'. */
export function monthLabel(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(2, 4)}`;
}

/** A YYYY-MM-DD date as the spec shows dates (§9): '2026-03-01' → '03/01/2026'. */
export function usDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}
