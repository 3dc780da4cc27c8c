/** Display helpers of the e-Specbook page. */
import { formatDate } from '#shared/lib/dates';
import { DEFAULT_LOCALE, type TLocale } from '#shared/lib/locale';

/** A creation date for humans: '2026-11-23T…' → 'November 23, 2026' ('23 de novembro de 2026' in pt-BR; '' when unreadable). */
export function humanDate(iso: string | null | undefined, locale: TLocale = DEFAULT_LOCALE): string {
  return formatDate(iso, locale, 'long');
}

/**
 * An event's start for humans: the server's words in en-US (as before, e.g. 'Thu, Mar 14, 2030'),
 * else the day (and time, unless all-day) in `locale`.
 */
export function eventStart(alert: { startAlert: string; allDayEvent: boolean; formatStartDateForHumans: string }, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return alert.formatStartDateForHumans;
  return formatDate(alert.allDayEvent ? alert.startAlert.slice(0, 10) : alert.startAlert, locale, alert.allDayEvent ? 'long' : 'dateTime');
}
