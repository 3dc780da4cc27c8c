import { Button, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { QUOTE_VALIDITY_MAX_DAYS } from '#shared/lib/account-settings';
import { COMPANY_LIMITS as L, COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import { INVOICE_TERMS } from '#shared/lib/customer-messages';
import { ZCompanyAccountUpdate, type TCompanyAccount } from '#shared/schemas/company-account';
import { useUpdateCompanyAccount } from '../api/company-account';
import { zodFieldErrors } from '../lib/form-errors';
import { SectionCard } from '#client/components/ui/section-card';
import { useSavingForm } from './use-saving-form';
import { t } from '#client/lib/i18n';

type TDefaultsValues = { defaultTaxPercentage: number | string; defaultPaymentTerms: string; quoteValidityDays: number | string };

const TERMS = INVOICE_TERMS.map((term) => ({ value: String(term.value), label: term.label }));

/**
 * The defaults new specbooks start from: tax 0–100 % and payment terms (spec §9: both 0 by
 * default); and how many days a quote is valid (1–365, 30 by default: docs/decisions/040).
 */
export function DefaultsSection({ userId, account }: { userId: number; account: TCompanyAccount }) {
  const update = useUpdateCompanyAccount(userId);
  const known = TERMS.map((term) => ({ ...term, label: t(term.label) }));
  const terms = known.some((term) => term.value === String(account.defaultPaymentTerms))
    ? known
    : [...known, { value: String(account.defaultPaymentTerms), label: t('Net {days}', { days: account.defaultPaymentTerms }) }];
  const { form, submit } = useSavingForm<TDefaultsValues>({
    initial: { defaultTaxPercentage: account.defaultTaxPercentage, defaultPaymentTerms: String(account.defaultPaymentTerms), quoteValidityDays: account.quoteValidityDays },
    validate: (v) =>
      zodFieldErrors(
        ZCompanyAccountUpdate.safeParse({
          defaultTaxPercentage: v.defaultTaxPercentage === '' ? null : v.defaultTaxPercentage,
          quoteValidityDays: v.quoteValidityDays === '' ? null : v.quoteValidityDays,
        }),
      ),
    save: (v) => update.mutateAsync({ defaultTaxPercentage: v.defaultTaxPercentage, defaultPaymentTerms: Number(v.defaultPaymentTerms), quoteValidityDays: Number(v.quoteValidityDays) }),
    saved: M.defaultsSaved,
  });
  return (
    <SectionCard title={t('Defaults')} description={t('New specbooks and quotes start with these.')}>
      <form onSubmit={submit} noValidate aria-label={t('Defaults')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('Default tax')}
            suffix="%"
            min={L.taxMin}
            max={L.taxMax}
            decimalScale={3}
            clampBehavior="none"
            allowNegative={false}
            {...form.getInputProps('defaultTaxPercentage')}
          />
          <Select label={t('Default payment terms')} data={terms} allowDeselect={false} {...form.getInputProps('defaultPaymentTerms')} />
          <NumberInput
            label={t('Quotes valid for')}
            description={t('Printed on each quote as its “Valid until” date.')}
            suffix={` ${t('days')}`}
            min={1}
            max={QUOTE_VALIDITY_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('quoteValidityDays')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending}>
            {t('Save defaults')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
