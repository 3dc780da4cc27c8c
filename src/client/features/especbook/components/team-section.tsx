import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import { toastError } from '#client/lib/toasts';
import { useEspecbookTeam } from '../api/especbook-data';
import { GridCard } from './grid-card';
import { useEspecbook } from './especbook-context';
import { t } from '#client/lib/i18n';

/** The team members' names and e-mail addresses. */
function TeamList({ members }: { members: { id: number; name: string; emailAddress: string }[] }) {
  if (members.length === 0) return <Text size="sm" c="dimmed">{t(UI.noTeam)}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Team members')}>
      {members.map((m) => (
        <li key={m.id}>
          <Text size="sm" fw={600}>
            {m.name}
          </Text>
          <Anchor href={`mailto:${m.emailAddress}`} size="xs" c="dimmed">
            {m.emailAddress}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/**
 * 'Team (n)' (§2.4): hidden in purchase-order mode and from a QR label reader (people's names and
 * e-mails are not for whoever scans a label); the expand button is disabled without members.
 */
export function TeamSection({ defaultExpanded = false }: { defaultExpanded?: boolean }) {
  const { userId, specbookId, purchaseOrderMode, qrViewer } = useEspecbook();
  const hidden = purchaseOrderMode || qrViewer;
  const team = useEspecbookTeam(userId, specbookId, !hidden);
  useEffect(() => {
    if (team.isError) toastError(M.teamFailed);
  }, [team.isError]);
  if (hidden) return null;
  const members = team.data ?? [];
  const initials = members.slice(0, 3).map((m) => m.name).join(', ');
  return (
    <GridCard title={t(M.team(members.length))} detail={<TeamList members={members} />} expandDisabled={members.length === 0} defaultExpanded={defaultExpanded}>
      <Text size="sm" c={members.length ? undefined : 'dimmed'} lineClamp={2}>
        {members.length ? initials + (members.length > 3 ? ` +${members.length - 3}` : '') : t(UI.noTeam)}
      </Text>
    </GridCard>
  );
}
