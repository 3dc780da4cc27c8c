import { formatDate } from '#shared/lib/dates';
import { DEFAULT_LOCALE, type TLocale } from '#shared/lib/locale';

/**
 * A date as the spec shows it: MM/DD/YYYY in en-US (spec §9), the locale's short date otherwise,
 * in the viewer's time zone; '' when absent (formatDate of #shared/lib/dates).
 */
export function formatUsDate(iso: string | null | undefined, locale: TLocale = DEFAULT_LOCALE): string {
  return formatDate(iso, locale);
}
