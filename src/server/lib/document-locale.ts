/**
 * The locale documents and e-mails are formatted in (docs/decisions/079): the acting user's setting,
 * else en-US. A PDF or mail builder runs inside `inUserLocale(ctx, …)`; the code that writes money
 * and dates deep inside it calls `docMoney` / `docDate`, which read the locale of the build they run
 * in (AsyncLocalStorage follows it across awaits, so concurrent builds in other locales do not mix).
 * Their fixed words follow it too (docs/decisions/084): `docText` translates them through the
 * documents' block of the catalogue (src/shared/i18n/pt-br-documents.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DOCUMENTS } from '#shared/i18n/pt-br-documents';
import { createTranslator, interpolate, type TParams, type TTranslate } from '#shared/i18n/translator';
import { formatDate, type TDateStyle } from '#shared/lib/dates';
import { DEFAULT_LOCALE, type TLocale } from '#shared/lib/locale';
import { formatMoney } from '#shared/lib/money';
import type { AuthUser } from './context';

const current = new AsyncLocalStorage<TLocale>();

/** The documents' catalogue of each locale that has one; every other locale prints the English source. */
const DOC_TRANSLATORS: Partial<Record<TLocale, TTranslate>> = { 'pt-br': createTranslator(DOCUMENTS) };

/** Runs `build` with documents formatted in `user`'s locale (en-US without a setting). */
export function inUserLocale<T>(user: Pick<AuthUser, 'locale'>, build: () => T): T {
  return current.run(user.locale ?? DEFAULT_LOCALE, build);
}

/** The locale of the document being built (en-US outside any build). */
export function docLocale(): TLocale {
  return current.getStore() ?? DEFAULT_LOCALE;
}

/** Money in the document's locale ($1,234.50 in en-US, US$ 1.234,50 in pt-BR). */
export function docMoney(value: string | number | null | undefined): string {
  return formatMoney(value, docLocale());
}

/** A date in the document's locale; a day alone ('YYYY-MM-DD') is that day everywhere. */
export function docDate(value: string | Date | null | undefined, style: TDateStyle = 'long'): string {
  return formatDate(value, docLocale(), style, 'UTC');
}

/**
 * A document's fixed words in its locale: `source` is the English the document prints, either a
 * catalogue key with `{name}` placeholders filled from `params` ('Invoice {number} from {company}')
 * or a message already built from one ('Page 2 of 3'). Text the catalogue does not hold, and every
 * locale without a catalogue, prints as written.
 */
export function docText(source: string, params?: TParams): string {
  const translate = DOC_TRANSLATORS[docLocale()];
  const text = translate ? translate(source) : source;
  return params ? interpolate(text, params) : text;
}
