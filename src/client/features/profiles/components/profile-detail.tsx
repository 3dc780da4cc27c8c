import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MESSAGES as M, profileNoun } from '#shared/lib/profile-messages';
import { profilePeriods } from '#shared/lib/profile-periods';
import { CART_PROFILE, OPEN_CART_PATH } from '#shared/lib/specmarket';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api-client';
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
      <IconArrowLeft size={14} /> All {profileNoun(isPro, true).toLowerCase()}
    </Anchor>
  );

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${noun.toLowerCase()}`} />
      </Center>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        {back}
        <Alert color={missing ? 'gray' : 'red'} title={missing ? `${noun} not found` : M.fetchFailed} />
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
            {[p.contact, p.email, p.phone, p.address].filter(Boolean).join(' · ') || `No contact details yet.`}
          </>
        }
        actions={
          <>
            {p.type === CART_PROFILE.type && (
              <Button component={Link} to={OPEN_CART_PATH} leftSection={<IconShoppingCart size={16} />}>
                Open cart
              </Button>
            )}
            {moreActions}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Text size="sm">
          <strong>{p.specbookCount}</strong> {p.specbookCount === 1 ? 'specbook' : 'specbooks'} in this {noun.toLowerCase()}
        </Text>
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
