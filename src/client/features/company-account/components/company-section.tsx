import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import { ACCOUNT_TYPES, type TAccountType } from '#shared/lib/roles';
import { ZCompanyAccountForm, type TCompanyAccount } from '#shared/schemas/company-account';
import { useUpdateCompanyAccount } from '../api/company-account';
import { zodFieldErrors } from '../lib/form-errors';
import { LogoField } from './logo-field';
import { SectionCard } from '#client/components/ui/section-card';
import { useSavingForm } from './use-saving-form';
import { t } from '#client/lib/i18n';

/** Values of the company form (all text; the type is a select value). */
export type TCompanyValues = {
  name: string;
  type: string | null;
  email: string;
  phoneNumber: string;
  faxNumber: string;
  website: string;
  resaleCertificate: string;
};

/** The company record's form values. */
export function companyValues(a: TCompanyAccount): TCompanyValues {
  return {
    name: a.name,
    type: a.type,
    email: a.email ?? '',
    phoneNumber: a.phone ?? '',
    faxNumber: a.fax ?? '',
    website: a.website ?? '',
    resaleCertificate: a.resaleCertificate ?? '',
  };
}

/** Checks the values with the server's own rules (spec §5 "Company account"). */
export function validateCompany(values: TCompanyValues): Record<string, string> {
  return zodFieldErrors(ZCompanyAccountForm.pick({ name: true, type: true, email: true, phoneNumber: true, faxNumber: true, website: true, resaleCertificate: true }).safeParse(values));
}

/**
 * The company record: logo, name, account type, e-mail, phone, fax, website and resale
 * certificate. Blank optional fields are sent as null so that saving clears them.
 */
export function CompanySection({ userId, account, onChanged }: { userId: number; account: TCompanyAccount; onChanged?: () => void }) {
  const update = useUpdateCompanyAccount(userId, onChanged);
  const { form, submit } = useSavingForm<TCompanyValues, TCompanyAccount>({
    initial: companyValues(account),
    validate: validateCompany,
    save: (v) => update.mutateAsync({ ...v, type: (v.type ?? undefined) as TAccountType | undefined, faxNumber: v.faxNumber || null, website: v.website || null, resaleCertificate: v.resaleCertificate || null }),
    stored: companyValues,
    saved: M.saved,
  });

  return (
    <SectionCard title={t('Company')} description={t('How your company appears on specbooks, the e-Specbook and PDFs.')}>
      <LogoField userId={userId} account={account} onChanged={onChanged} />
      <form onSubmit={submit} noValidate aria-label={t('Company')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('Company Name')} required autoComplete="organization" {...form.getInputProps('name')} />
          <Select label={t('Account Type')} required data={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(type) }))} placeholder={t('Choose a type')} allowDeselect={false} {...form.getInputProps('type')} />
          <TextInput label={t('Email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t('Phone')} required type="tel" autoComplete="tel" {...form.getInputProps('phoneNumber')} />
          <TextInput label={t('Fax')} type="tel" {...form.getInputProps('faxNumber')} />
          <TextInput label={t('Website')} placeholder="https://example.com" autoComplete="url" {...form.getInputProps('website')} />
          <TextInput label={t('Resale certificate')} {...form.getInputProps('resaleCertificate')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending}>
            {t('Save company')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
