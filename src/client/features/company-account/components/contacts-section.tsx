import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { COMPANY_MESSAGES as M, type TContactKind } from '#shared/lib/company-messages';
import { ZContactReplace, type TAccountContact, type TCompanyAccount } from '#shared/schemas/company-account';
import { useReplaceContact } from '../api/company-account';
import { zodFieldErrors } from '../lib/form-errors';
import { SectionCard } from '#client/components/ui/section-card';
import { useSavingForm } from './use-saving-form';
import { t } from '#client/lib/i18n';

type TContactValues = { name: string; email: string; phone: string };

const CONTACTS: { kind: TContactKind; title: string; save: string; nameRequired: boolean }[] = [
  { kind: 'manager', title: 'Manager', save: 'Save manager', nameRequired: true },
  { kind: 'accounting', title: 'Accounting', save: 'Save accounting', nameRequired: false },
  { kind: 'purchasing', title: 'Purchasing', save: 'Save purchasing', nameRequired: true },
];

/** Checks a contact with its kind's rules and messages (spec §5 "Company account"). */
export function validateContact(kind: TContactKind, values: TContactValues): Record<string, string> {
  return zodFieldErrors(ZContactReplace[kind].safeParse(values));
}

function contactValues(contact: TAccountContact | null): TContactValues {
  return { name: contact?.name ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' };
}

function ContactForm({ userId, kind, title, save: saveLabel, nameRequired, contact }: (typeof CONTACTS)[number] & { userId: number; contact: TAccountContact | null }) {
  const replace = useReplaceContact(userId, kind);
  const { form, submit } = useSavingForm<TContactValues, TAccountContact>({
    initial: contactValues(contact),
    validate: (v) => validateContact(kind, v),
    save: (v) => replace.mutateAsync({ name: v.name || null, email: v.email, phone: v.phone || null }),
    stored: contactValues,
    saved: M.contactSaved,
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label={t('{title} contact', { title: t(title) })}>
      <Stack gap="sm">
        <Text fw={600}>{t(title)}</Text>
        <TextInput label={t('Name')} required={nameRequired} autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label={t('Email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={replace.isPending}>
            {t(saveLabel)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The manager, accounting and purchasing contacts, each saved on its own. */
export function ContactsSection({ userId, account }: { userId: number; account: TCompanyAccount }) {
  return (
    <SectionCard title={t('Contacts')} description={t('Who your clients and vendors reach for orders, invoices and purchasing.')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {CONTACTS.map((c) => (
          <ContactForm key={c.kind} {...c} userId={userId} contact={account[c.kind]} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
