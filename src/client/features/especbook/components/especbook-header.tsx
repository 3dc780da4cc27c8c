import { ActionIcon, Anchor, Box, Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandTwitter,
  IconBrandYoutube,
  IconDownload,
  IconFileDescription,
  IconHome,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPrinter,
  IconUser,
} from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { SOCIAL_NETWORKS, type TSocialNetwork } from '#shared/lib/company-messages';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import type { TProfile } from '#shared/schemas/profile';
import type { TSpecbook } from '#shared/schemas/specbook';
import { humanDate } from '../lib/format';
import { t, useLocale } from '#client/lib/i18n';

/** What a download button asks for; the download modal (another part of the page) does the rest. */
export type TEspecbookDownload = 'especbook' | 'purchaseOrder' | 'proposal';

/** Logo size of the header (§9). */
const LOGO_SIZE = 150;

const SOCIAL_ICONS: Record<TSocialNetwork, ComponentType<{ size?: number }>> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  houzz: IconHome,
  twitter: IconBrandTwitter,
  pinterest: IconBrandPinterest,
  youtube: IconBrandYoutube,
};

/** The company logo (150) or, without one or when it fails to load, the 'Logo' placeholder. */
export function CompanyLogo({ src, companyName }: { src: string | null | undefined; companyName: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center w={LOGO_SIZE} h={LOGO_SIZE} bg="gray.1" style={{ borderRadius: 12, flexShrink: 0 }} aria-label={t('{name} logo', { name: companyName })}>
        <Text c="dimmed" fw={600}>
          {t(M.logoPlaceholder)}
        </Text>
      </Center>
    );
  }
  return <Image src={src} alt={t('{name} logo', { name: companyName })} w={LOGO_SIZE} h={LOGO_SIZE} fit="contain" radius="md" onError={() => setFailed(true)} style={{ flexShrink: 0 }} />;
}

/** The profile's contact strip: each item only when it has a value, all only when the profile is public. */
export function ContactStrip({ profile }: { profile: TProfile | undefined }) {
  if (!profile?.public) return null;
  const items = [
    { key: 'name', icon: IconUser, value: profile.name },
    { key: 'phone', icon: IconPhone, value: profile.phone },
    { key: 'fax', icon: IconPrinter, value: profile.fax ? t('Fax {number}', { number: profile.fax }) : null },
    { key: 'email', icon: IconMail, value: profile.email },
    { key: 'address', icon: IconMapPin, value: profile.address },
  ].filter((item) => Boolean(item.value));
  if (items.length === 0) return null;
  return (
    <Group gap="lg" wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Contact')}>
      {items.map(({ key, icon: Icon, value }) => (
        <Group key={key} component="li" gap={6} wrap="nowrap">
          <Icon size={16} aria-hidden />
          {key === 'email' ? (
            <Anchor href={`mailto:${value}`} size="sm">
              {value}
            </Anchor>
          ) : (
            <Text size="sm">{value}</Text>
          )}
        </Group>
      ))}
    </Group>
  );
}

/** The social links with a URL; the whole block only when account.hasAnySocialMedia. */
export function SocialLinks({ account }: { account: TCompanyAccount | undefined }) {
  if (!account?.hasAnySocialMedia) return null;
  const links = SOCIAL_NETWORKS.filter((n) => account.extra.socialMedia[n.key]?.url);
  return (
    <Group gap={6} aria-label={t('Social media')}>
      {links.map((n) => {
        const Icon = SOCIAL_ICONS[n.key];
        return (
          <ActionIcon
            key={n.key}
            component="a"
            href={account.extra.socialMedia[n.key].url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            radius="xl"
            size="lg"
            aria-label={n.name}
          >
            <Icon size={18} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}

/** Props of {@link EspecbookHeader}. */
export type TEspecbookHeaderProps = {
  companyName: string;
  logoURL: string | null | undefined;
  profile: TProfile | undefined;
  account: TCompanyAccount | undefined;
  specbook: TSpecbook;
  purchaseOrderMode: boolean;
  onDownload?: (what: TEspecbookDownload) => void;
};

/**
 * The e-Specbook header (§2.4): the seller's logo, company name, contact strip and social links;
 * the specbook's name and creation date; the download buttons.
 */
export function EspecbookHeader({ companyName, logoURL, profile, account, specbook, purchaseOrderMode, onDownload }: TEspecbookHeaderProps) {
  const locale = useLocale();
  return (
    <Paper component="header" radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" withBorder>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <CompanyLogo src={logoURL} companyName={companyName} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.15}>
            {companyName}
          </Title>
          <ContactStrip profile={profile} />
          <SocialLinks account={account} />
          <Box mt="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 1 }}>
              {purchaseOrderMode ? t('Purchase Order') : 'e-Specbook'}
            </Text>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {specbook.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(M.created(humanDate(specbook.createdAt, locale)))}
            </Text>
          </Box>
          <Group gap="sm" mt="xs">
            <Button leftSection={<IconDownload size={16} />} onClick={() => onDownload?.(purchaseOrderMode ? 'purchaseOrder' : 'especbook')}>
              {purchaseOrderMode ? t(M.downloadPurchaseOrder) : t(M.downloadEspecbook)}
            </Button>
            {specbook.hasProposal && (
              <Button variant="light" leftSection={<IconFileDescription size={16} />} onClick={() => onDownload?.('proposal')}>
                {t(M.downloadProposal)}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
