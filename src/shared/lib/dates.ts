/**
 * Dates for display, per locale (docs/decisions/068): the ONE place dates are formatted for people.
 * en-US keeps the spec's MM/DD/YYYY (spec §9) and 'Month D, YYYY'; other locales follow Intl.
 * Never used for stored values or CSV headers.
 */
import { DEFAULT_LOCALE, localeTag, type TLocale } from './locale';

/**
 * 'short': 03/04/2030 (en-US), 04/03/2030 (en-GB, pt-BR); 'long': March 4, 2030, 4 March 2030,
 * 4 de março de 2030; 'dateTime': Mar 4, 2030, 3:05 PM (en-US), 4 de mar. de 2030, 15:05 (pt-BR).
 */
export type TDateStyle = 'short' | 'long' | 'dateTime';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const OPTIONS: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/**
 * A date ('YYYY-MM-DD', an ISO timestamp or a Date) for display in `locale`; '' when absent or
 * invalid. A day alone is shown as that day everywhere; a timestamp in `timeZone` (default: the
 * runtime's, the viewer's in a browser).
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale: TLocale = DEFAULT_LOCALE,
  style: TDateStyle = 'short',
  timeZone?: string,
): string {
  if (!value) return '';
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dayOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(locale), { ...OPTIONS[style], timeZone: dayOnly ? 'UTC' : timeZone }).format(date);
}
