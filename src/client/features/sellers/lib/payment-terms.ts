import { t } from '#client/lib/i18n';

/** Payment terms in days as shown: 'Net 30', 'Due on receipt' for 0, '—' when not agreed. */
export function paymentTermsText(days: number | null): string {
  if (days === null) return '—';
  return days === 0 ? t('Due on receipt') : t('Net {days}', { days });
}
