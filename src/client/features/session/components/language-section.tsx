import { Select } from '@mantine/core';
import { SUPPORTED_LOCALES, toLocale, type TLocale } from '#shared/lib/locale';
import { SectionCard } from '#client/components/ui/section-card';
import { t } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { useUpdateLocale } from '../api/update-locale';

/** The names the select shows, each in its own language. */
const LOCALE_NAMES: Record<TLocale, string> = {
  'en-us': 'English (United States)',
  'en-au': 'English (Australia)',
  'en-ca': 'English (Canada)',
  'en-gb': 'English (United Kingdom)',
  'en-ie': 'English (Ireland)',
  'en-il': 'English (Israel)',
  'en-in': 'English (India)',
  'en-nz': 'English (New Zealand)',
  'en-sg': 'English (Singapore)',
  'pt-br': 'Português (Brasil)',
};

/** The select's value for "no setting": the browser's language decides. */
const BROWSER = 'browser';

/**
 * The user's language and region (docs/decisions/068): dates, numbers and money follow it, and the
 * interface is shown in its language; 'Browser language' clears the setting. Saved on change.
 */
export function LanguageSection({ locale }: { locale: TLocale | null }) {
  const update = useUpdateLocale();
  const data = [
    { value: BROWSER, label: t('Browser language') },
    ...SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
  ];
  const save = (value: string | null) =>
    update.mutate(value === BROWSER ? null : toLocale(value), { onError: (err) => toastFailure(err, t('Could not save the language.')) });

  return (
    <SectionCard title={t('Language and region')} description={t('The language of the interface, and how dates, numbers and amounts are written. Amounts stay in US dollars.')}>
      <Select
        label={t('Language and region')}
        data={data}
        value={locale ?? BROWSER}
        onChange={save}
        allowDeselect={false}
        disabled={update.isPending}
        maw={360}
      />
    </SectionCard>
  );
}
