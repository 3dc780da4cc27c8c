/**
 * The message catalogue's runtime (docs/decisions/068): `t('Save')` answers the current locale's
 * text for an English source string (the spec's wording is the key), with `{name}` filled in from
 * `params`. English needs no catalogue; another language's is loaded only when it is chosen, so
 * this file is all the initial bundle carries.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, localeTag, pickLocale, type TLocale } from '#shared/lib/locale';
import { interpolate, type TParams, type TTranslate } from '#shared/i18n/translator';

export { interpolate, type TParams, type TTranslate };

/** The catalogue of each language that has one, loaded on first use. */
const CATALOGUES: Partial<Record<TLocale, () => Promise<{ translate: TTranslate }>>> = {
  'pt-br': () => import('./i18n/pt-br'),
};

/** Where the last locale is kept, so that the next start shows the right language at once. */
const STORAGE_KEY = 'sb_locale';

let current: { locale: TLocale; translate: TTranslate | null } = { locale: DEFAULT_LOCALE, translate: null };
const listeners = new Set<() => void>();

/** The current locale's text of an English source string, placeholders filled from `params`. */
export function t(source: string, params?: TParams): string {
  const text = current.translate ? current.translate(source) : source;
  return params ? interpolate(text, params) : text;
}

/**
 * `t` of the singular or the plural English source by `count` (`{count}` filled in):
 * for example the sources 'One spec' and '{count} specs'. Both sources are catalogue keys; a language whose
 * plural rule differs says so in its translation of the plural source.
 */
export function tPlural(count: number, one: string, other: string, params?: TParams): string {
  return t(count === 1 ? one : other, { count, ...params });
}

/** The locale the interface shows now. */
export function currentLocale(): TLocale {
  return current.locale;
}

/** Shows the interface in `locale`: loads its catalogue first, then sets `<html lang>` and re-renders. */
export async function setLocale(locale: TLocale): Promise<void> {
  if (locale === current.locale && document.documentElement.lang === localeTag(locale)) return;
  const load = CATALOGUES[locale];
  current = { locale, translate: load ? (await load()).translate : null };
  document.documentElement.lang = localeTag(locale);
  localStorage.setItem(STORAGE_KEY, locale);
  listeners.forEach((listener) => listener());
}

/** The locale to start with: the last one shown here, else the browser's languages, else en-US. */
export function startLocale(): Promise<void> {
  return setLocale(pickLocale(localStorage.getItem(STORAGE_KEY), navigator.languages));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale; the component re-renders when it changes. */
export function useLocale(): TLocale {
  return useSyncExternalStore(subscribe, currentLocale);
}
