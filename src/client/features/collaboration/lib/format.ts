import { DEFAULT_LOCALE, localeTag, type TLocale } from '#shared/lib/locale';

const pad = (n: number) => String(n).padStart(2, '0');

/** Day, month, year and a 24 h time to the second, in another locale's order (decision 068). */
const COMMENT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

/**
 * A comment's date as spec/workspace.md §9 shows it: `MM/DD/YYYY HH:mm:ss`, local time, 24 h, in
 * en-US; another locale writes the same parts its own way (pt-BR `DD/MM/YYYY HH:mm:ss`).
 * An unreadable date answers ''.
 */
export function formatCommentDate(iso: string, locale: TLocale = DEFAULT_LOCALE): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (locale !== DEFAULT_LOCALE) return new Intl.DateTimeFormat(localeTag(locale), COMMENT_DATE_OPTIONS).format(d).replace(', ', ' ');
  const date = `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The first zod issue message of each top-level field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Newest first (by createdAt, then id), whatever order the answer came in; a new array. */
export function newestFirst<T extends { id: number; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
