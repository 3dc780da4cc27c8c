import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTING_KEYS,
  AIPQ_ENGINES,
  effectiveValue,
  isAccountSettingKey,
  isSettingOn,
  parseSettingValue,
  resolveAccountSettings,
  settingDefault,
} from './account-settings';
import { ZAccountSettingsPatch } from '#shared/schemas/account-settings';

describe('account settings defaults and the effective-value rule', () => {
  it('lists every key of spec §3 with the §9 defaults', () => {
    expect(ACCOUNT_SETTING_KEYS).toEqual([
      'drag_and_drop',
      'management.view',
      'management.drag_and_drop',
      'management.collapse_all',
      'management.show_documents',
      'management.bypass_advanced_access',
      'management.show_expected_dates',
      'specbook.shipping_calculation',
      'specbook.tax_rate',
      'specbook.payment_terms',
      'quote.validity_days',
      'aipq.engine',
    ]);
    expect(settingDefault('quote.validity_days')).toBe('30');
    expect(settingDefault('management.view')).toBe('1');
    expect(settingDefault('specbook.tax_rate')).toBe('0');
    expect(settingDefault('specbook.payment_terms')).toBe('0');
    expect(settingDefault('specbook.shipping_calculation')).toBe('true');
    expect(settingDefault('aipq.engine')).toBe(AIPQ_ENGINES[0]);
    for (const key of ACCOUNT_SETTING_KEYS.filter((k) => k.startsWith('management.') && k !== 'management.view')) {
      expect(settingDefault(key)).toBe('true');
    }
  });

  it('takes the stored value when set, otherwise the default', () => {
    expect(effectiveValue('specbook.tax_rate', '8.25')).toBe('8.25');
    expect(effectiveValue('specbook.tax_rate', null)).toBe('0');
    expect(effectiveValue('management.collapse_all', undefined)).toBe('true');
    expect(effectiveValue('management.collapse_all', 'false')).toBe('false');
  });

  it('resolves every key from the stored rows, ignoring unknown stored keys', () => {
    const all = resolveAccountSettings({ 'management.view': '2', legacy: 'x' });
    expect(all).toHaveLength(ACCOUNT_SETTING_KEYS.length);
    expect(all.find((s) => s.key === 'management.view')).toEqual({ key: 'management.view', value: '2', default: '1', effective: '2' });
    expect(all.find((s) => s.key === 'aipq.engine')).toEqual({ key: 'aipq.engine', value: null, default: 'layout', effective: 'layout' });
    expect(all.some((s) => (s.key as string) === 'legacy')).toBe(false);
  });

  it('reads boolean settings', () => {
    expect(isSettingOn('true')).toBe(true);
    expect(isSettingOn('false')).toBe(false);
    expect(isAccountSettingKey('management.view')).toBe(true);
    expect(isAccountSettingKey('toString')).toBe(false);
  });
});

describe('parseSettingValue', () => {
  it.each([
    ['management.collapse_all', 'false', 'false'],
    ['management.collapse_all', true, 'true'],
    ['specbook.shipping_calculation', false, 'false'],
    ['management.view', '2', '2'],
    ['management.view', 1, '1'],
    ['specbook.tax_rate', '8.25', '8.25'],
    ['specbook.tax_rate', 100, '100'],
    ['specbook.tax_rate', ' 0 ', '0'],
    ['specbook.payment_terms', '30', '30'],
    ['specbook.payment_terms', 0, '0'],
    ['quote.validity_days', '45', '45'],
    ['quote.validity_days', 365, '365'],
    ['aipq.engine', 'ocr', 'ocr'],
  ])('%s accepts %j as %j', (key, raw, stored) => {
    expect(parseSettingValue(key, raw)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['management.collapse_all', 'yes', "management.collapse_all must be 'true' or 'false'"],
    ['drag_and_drop', 1, "drag_and_drop must be 'true' or 'false'"],
    ['management.view', 'card', "management.view must be '1' (card) or '2' (list)"],
    ['specbook.tax_rate', 100.01, 'Tax rate must be a number between 0 and 100'],
    ['specbook.tax_rate', '-1', 'Tax rate must be a number between 0 and 100'],
    ['specbook.tax_rate', '8%', 'Tax rate must be a number between 0 and 100'],
    ['specbook.payment_terms', 1.5, 'Payment terms must be a whole number of days, 0 or more'],
    ['specbook.payment_terms', '-3', 'Payment terms must be a whole number of days, 0 or more'],
    ['quote.validity_days', 0, 'Quote validity must be a whole number of days from 1 to 365'],
    ['quote.validity_days', '366', 'Quote validity must be a whole number of days from 1 to 365'],
    ['quote.validity_days', 7.5, 'Quote validity must be a whole number of days from 1 to 365'],
    ['aipq.engine', 'gpt', 'aipq.engine must be one of: layout, ocr, llm'],
    ['unknown.key', 'true', 'Unknown setting: unknown.key'],
  ])('%s rejects %j', (key, raw, message) => {
    expect(parseSettingValue(key, raw)).toEqual({ ok: false, message });
  });
});

describe('ZAccountSettingsPatch', () => {
  it('turns values into stored strings and null into a reset', () => {
    expect(ZAccountSettingsPatch.parse({ 'management.view': 2, 'specbook.tax_rate': null })).toEqual({
      'management.view': '2',
      'specbook.tax_rate': null,
    });
  });

  it('reports every bad key with the key as the path', () => {
    const result = ZAccountSettingsPatch.safeParse({ nope: 'x', 'specbook.payment_terms': 'ten', 'management.view': '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nope', 'Unknown setting: nope'],
      ['specbook.payment_terms', 'Payment terms must be a whole number of days, 0 or more'],
    ]);
  });
});
