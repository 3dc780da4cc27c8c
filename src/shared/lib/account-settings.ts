import { COLLAB_MESSAGES as M } from './collab-messages';

/**
 * Account settings (spec/workspace.md §3 "Account settings", §9; business-records.md §"Account"):
 * the keys as stored, their defaults, how a value is checked and stored (always a string), and
 * the effective-value rule. Pure: the server and the settings page both use it.
 */

/** Extraction engines of the AI PDF-quote import (docs/decisions/057): text layout (offline, the default), OCR of scanned pages, and an LLM endpoint when configured. */
export const AIPQ_ENGINES = ['layout', 'ocr', 'llm'] as const;
export type TAipqEngine = (typeof AIPQ_ENGINES)[number];

/** management.view values: '1' = card view (the default), '2' = list view. */
export const MANAGEMENT_VIEWS = { card: '1', list: '2' } as const;

type Kind = 'boolean' | 'view' | 'percent' | 'days' | 'validity' | 'engine';

/** Every key with its kind and default value as stored. */
const SETTINGS = {
  drag_and_drop: { kind: 'boolean', default: 'true' },
  'management.view': { kind: 'view', default: MANAGEMENT_VIEWS.card },
  'management.drag_and_drop': { kind: 'boolean', default: 'true' },
  'management.collapse_all': { kind: 'boolean', default: 'true' },
  'management.show_documents': { kind: 'boolean', default: 'true' },
  'management.bypass_advanced_access': { kind: 'boolean', default: 'true' },
  'management.show_expected_dates': { kind: 'boolean', default: 'true' },
  'specbook.shipping_calculation': { kind: 'boolean', default: 'true' },
  'specbook.tax_rate': { kind: 'percent', default: '0' },
  'specbook.payment_terms': { kind: 'days', default: '0' },
  'quote.validity_days': { kind: 'validity', default: '30' },
  'aipq.engine': { kind: 'engine', default: AIPQ_ENGINES[0] },
} as const satisfies Record<string, { kind: Kind; default: string }>;

/** Days a quote's prices hold after it is issued ("Valid until" on the quote PDF; docs/decisions/040). */
export const QUOTE_VALIDITY_SETTING = 'quote.validity_days' satisfies AccountSettingKey;

/** The longest quote validity, in days. */
export const QUOTE_VALIDITY_MAX_DAYS = 365;

/** A known setting key. */
export type AccountSettingKey = keyof typeof SETTINGS;

/** Every key, in the order the API lists them. */
export const ACCOUNT_SETTING_KEYS = Object.keys(SETTINGS) as AccountSettingKey[];

/** One setting as the API answers it. */
export interface AccountSettingView {
  key: AccountSettingKey;
  /** As stored, or null when unset. */
  value: string | null;
  default: string;
  /** The value when set, otherwise the default. */
  effective: string;
}

/** Is `key` a known setting key? */
export function isAccountSettingKey(key: string): key is AccountSettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** The default of a setting, as stored. */
export function settingDefault(key: AccountSettingKey): string {
  return SETTINGS[key].default;
}

/** The effective-value rule: the setting's own value when set, otherwise its default. */
export function effectiveValue(key: AccountSettingKey, stored: string | null | undefined): string {
  return stored ?? settingDefault(key);
}

/** Every setting with its stored value (or null), default and effective value. */
export function resolveAccountSettings(stored: Readonly<Record<string, string>>): AccountSettingView[] {
  return ACCOUNT_SETTING_KEYS.map((key) => {
    const value = Object.hasOwn(stored, key) ? (stored[key] ?? null) : null;
    return { key, value, default: settingDefault(key), effective: effectiveValue(key, value) };
  });
}

/** A boolean setting's value read as a boolean ('true' → true). */
export function isSettingOn(value: string): boolean {
  return value === 'true';
}

/** Outcome of {@link parseSettingValue}: the string to store, or the message to show. */
export type ParsedSetting = { ok: true; value: string } | { ok: false; message: string };

const DECIMAL = /^\d+(\.\d+)?$/;
const DIGITS = /^\d+$/;
const MAX_DAYS = 2_147_483_647;

function asNumber(raw: unknown, pattern: RegExp): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && pattern.test(raw.trim())) return Number(raw.trim());
  return null;
}

function parseBoolean(key: string, raw: unknown): ParsedSetting {
  if (raw === true || raw === 'true') return { ok: true, value: 'true' };
  if (raw === false || raw === 'false') return { ok: true, value: 'false' };
  return { ok: false, message: M.settingBoolean(key) };
}

function parseView(raw: unknown): ParsedSetting {
  const value = typeof raw === 'number' ? String(raw) : raw;
  return value === MANAGEMENT_VIEWS.card || value === MANAGEMENT_VIEWS.list
    ? { ok: true, value }
    : { ok: false, message: M.settingView };
}

function parsePercent(raw: unknown): ParsedSetting {
  const n = asNumber(raw, DECIMAL);
  return n !== null && n >= 0 && n <= 100 ? { ok: true, value: String(n) } : { ok: false, message: M.settingTaxRate };
}

function parseDays(raw: unknown): ParsedSetting {
  const n = asNumber(raw, DIGITS);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= MAX_DAYS
    ? { ok: true, value: String(n) }
    : { ok: false, message: M.settingPaymentTerms };
}

function parseValidity(raw: unknown): ParsedSetting {
  const n = asNumber(raw, DIGITS);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= QUOTE_VALIDITY_MAX_DAYS
    ? { ok: true, value: String(n) }
    : { ok: false, message: M.settingQuoteValidity };
}

function parseEngine(raw: unknown): ParsedSetting {
  return typeof raw === 'string' && (AIPQ_ENGINES as readonly string[]).includes(raw)
    ? { ok: true, value: raw }
    : { ok: false, message: M.settingEngine(AIPQ_ENGINES) };
}

/**
 * Checks a value for a setting and gives the string to store. Booleans accept true/false or
 * 'true'/'false'; management.view '1' or '2' (or 1, 2); specbook.tax_rate a number 0–100;
 * specbook.payment_terms a whole number ≥ 0; quote.validity_days a whole number 1–365; aipq.engine one of {@link AIPQ_ENGINES}.
 * @example parseSettingValue('specbook.tax_rate', '8.25') → { ok: true, value: '8.25' }
 */
export function parseSettingValue(key: string, raw: unknown): ParsedSetting {
  if (!isAccountSettingKey(key)) return { ok: false, message: M.settingUnknown(key) };
  switch (SETTINGS[key].kind) {
    case 'boolean':
      return parseBoolean(key, raw);
    case 'view':
      return parseView(raw);
    case 'percent':
      return parsePercent(raw);
    case 'days':
      return parseDays(raw);
    case 'validity':
      return parseValidity(raw);
    case 'engine':
      return parseEngine(raw);
  }
}
