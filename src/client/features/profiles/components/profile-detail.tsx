import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MESSAGES as M, profileNoun } from '#shared/lib/profile-messages';
import { profilePeriods } from '#shared/lib/profile-periods';
import { CART_PROFILE, OPEN_CART_PATH } from '#shared/lib/specmarket';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api-client';
import { t, tPlural } from '#client/lib/i18n';
import { useProfile } from '../api/profile-pages';
import { ProfileFormModal } from './profile-form-modal';
import { ProfileSpecbooks, TopSellers } from './profile-lists';
import { profileTypeLabel } from './profile-list';
import { PeriodTotals, TotalsGraph } from './profile-totals';

/** Props of the profile page; `today` is injectable for tests. */
export type TProfileDetailProps = {
  userId: number;
  profileId: number;
  isPro: boolean;
  today?: Date;
  /** Actions other features add to the header (the app composes them: the ERP bid import). */
  moreActions?: ReactNode;
};

/** '<b>3</b> specbooks in this profile': the whole sentence translated, the count in bold where the sentence puts it. */
function SpecbookCount({ count, isPro }: { count: number; isPro: boolean }) {
  const sentence = isPro
    ? tPlural(count, '{count} specbook in this project', '{count} specbooks in this project', { count: '{count}' })
    : tPlural(count, '{count} specbook in this profile', '{count} specbooks in this profile', { count: '{count}' });
  const [before, after = ''] = sentence.split('{count}');
  return (
    <Text size="sm">
      {before}
      <strong>{count}</strong>
      {after}
    </Text>
  );
}

/**
 * One profile (/v4/profiles/{id}), 'Project' for pro users: its details (editable), specbook count,
 * totals for last month, last year and the current quarter, the monthly totals graph, top
 * sellers and its specbooks. A cart profile also offers 'Open cart' (the caller's open cart).
 */
export function ProfileDetail({ userId, profileId, isPro, today, moreActions }: TProfileDetailProps) {
  const now = useMemo(() => today ?? new Date(), [today]);
  const periods = useMemo(() => profilePeriods(now), [now]);
  const profile = useProfile(userId, profileId);
  const [editing, setEditing] = useState(false);
  const noun = profileNoun(isPro);
  const back = (
    <Anchor component={Link} to="/v4/profiles" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} /> {isPro ? t('All projects') : t('All profiles')}
    </Anchor>
  );

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={isPro ? t('Loading project') : t('Loading profile')} />
      </Center>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        {back}
        <Alert color={missing ? 'gray' : 'red'} title={missing ? (isPro ? t('Project not found') : t('Profile not found')) : t(M.fetchFailed)} />
      </>
    );
  }
  const p = profile.data;
  const typeLabel = profileTypeLabel(p);
  return (
    <>
      {back}
      <PageHeader
        title={p.name}
        description={
          <>
            {typeLabel && (
              <Badge size="sm" variant="light" color="gray" mr="xs">
                {typeLabel}
              </Badge>
            )}
            {[p.contact, p.email, p.phone, p.address].filter(Boolean).join(' · ') || t('No contact details yet.')}
          </>
        }
        actions={
          <>
            {p.type === CART_PROFILE.type && (
              <Button component={Link} to={OPEN_CART_PATH} leftSection={<IconShoppingCart size={16} />}>
                {t('Open cart')}
              </Button>
            )}
            {moreActions}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <SpecbookCount count={p.specbookCount} isPro={isPro} />
        <PeriodTotals userId={userId} profileId={profileId} periods={periods} />
        <TotalsGraph userId={userId} profileId={profileId} today={now} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ProfileSpecbooks userId={userId} profileId={profileId} />
          <TopSellers userId={userId} profileId={profileId} />
        </SimpleGrid>
      </Stack>
      <ProfileFormModal userId={userId} opened={editing} profile={p} noun={noun} onClose={() => setEditing(false)} />
    </>
  );
}
