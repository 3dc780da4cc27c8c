import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest, IconBrandTwitter, IconBrandYoutube, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COMPANY_MESSAGES as M, SOCIAL_NETWORKS, type TSocialNetwork } from '#shared/lib/company-messages';
import { ZCompanyAccountUpdate, type TCompanyAccount } from '#shared/schemas/company-account';
import { useUpdateCompanyAccount } from '../api/company-account';
import { zodFieldErrors } from '../lib/form-errors';
import { SectionCard } from '#client/components/ui/section-card';
import { useSavingForm } from './use-saving-form';
import { t } from '#client/lib/i18n';

type TSocialValues = Record<TSocialNetwork, string>;

const ICONS: Record<TSocialNetwork, ReactNode> = {
  facebook: <IconBrandFacebook size={16} />,
  instagram: <IconBrandInstagram size={16} />,
  houzz: <IconHome size={16} />,
  twitter: <IconBrandTwitter size={16} />,
  pinterest: <IconBrandPinterest size={16} />,
  youtube: <IconBrandYoutube size={16} />,
};

function socialValues(a: TCompanyAccount): TSocialValues {
  return Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, a.extra.socialMedia[n.key].url ?? ''])) as TSocialValues;
}

/** Checks the links with the server's rule: each a web address ('<Network> profile needs to be a valid web address'). */
export function validateSocial(values: TSocialValues): Record<string, string> {
  return zodFieldErrors(ZCompanyAccountUpdate.safeParse({ extra: { socialMedia: values } }));
}

/** The company's social links (extra.socialMedia); an emptied link is removed. */
export function SocialLinksSection({ userId, account }: { userId: number; account: TCompanyAccount }) {
  const update = useUpdateCompanyAccount(userId);
  const { form, submit } = useSavingForm<TSocialValues, TCompanyAccount>({
    initial: socialValues(account),
    validate: validateSocial,
    save: (v) => update.mutateAsync({ extra: { socialMedia: v } }),
    stored: socialValues,
    saved: M.saved,
  });

  return (
    <SectionCard title={t('Social links')} description={t('Profiles shown to your clients. A link without https:// is read as one.')}>
      <form onSubmit={submit} noValidate aria-label={t('Social links')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SOCIAL_NETWORKS.map((n) => (
            <TextInput key={n.key} label={n.name} leftSection={ICONS[n.key]} placeholder={`https://${n.key}.com/…`} {...form.getInputProps(n.key)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending}>
            {t('Save links')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
