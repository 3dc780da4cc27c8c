/**
 * The locales Specfolio speaks and formats for (spec/workspace.md §9: en-US plus nine), and how a
 * user's locale is chosen: their setting, else the browser's languages, else en-US
 * (docs/decisions/068). Locales are stored and sent lower-case ('pt-br'); Intl takes the BCP 47 tag.
 */

/** en-US first (the default), then the nine of spec §9. */
export const SUPPORTED_LOCALES = ['en-us', 'en-au', 'en-ca', 'en-gb', 'en-ie', 'en-il', 'en-in', 'en-nz', 'en-sg', 'pt-br'] as const;
export type TLocale = (typeof SUPPORTED_LOCALES)[number];

/** The locale of a user without a setting whose browser asks for none of ours. */
export const DEFAULT_LOCALE: TLocale = 'en-us';

/** The supported locale a text names, whatever its case or separator ('pt_BR' → 'pt-br'); null otherwise. */
export function toLocale(text: string | null | undefined): TLocale | null {
  const key = (text ?? '').trim().toLowerCase().replace('_', '-');
  return (SUPPORTED_LOCALES as readonly string[]).includes(key) ? (key as TLocale) : null;
}

/**
 * The locale to use: the user's setting, else the first browser language we support (an exact
 * region first, then 'pt' alone → pt-br, 'en' alone → en-us), else en-US.
 */
export function pickLocale(setting: string | null | undefined, browserLanguages: readonly string[] = []): TLocale {
  const chosen = toLocale(setting);
  if (chosen) return chosen;
  for (const language of browserLanguages) {
    const exact = toLocale(language);
    if (exact) return exact;
    const base = language.slice(0, 2).toLowerCase();
    if (base === 'pt') return 'pt-br';
    if (base === 'en') return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl and `<html lang>` take: 'pt-br' → 'pt-BR'. */
export function localeTag(locale: TLocale): string {
  const [language = 'en', region = ''] = locale.split('-');
  return `${language}-${region.toUpperCase()}`;
}

/** The language of a locale ('pt-br' → 'pt'): the catalogue it reads (English needs none). */
export function localeLanguage(locale: TLocale): string {
  return locale.slice(0, 2);
}
