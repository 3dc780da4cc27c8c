import { ActionIcon, Badge, Button, Card, Grid, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '#shared/lib/dates';
import type { TLocale } from '#shared/lib/locale';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import type { TPriceGroup } from '#shared/schemas/price-group';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api-client';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useDeletePriceGroup, usePriceGroups } from '../api/price-groups';
import { multiplierNumber, percentNumber } from '../lib/numbers';
import { ErpRefreshButton } from './erp-refresh-button';
import { GroupManufacturers } from './group-manufacturers';
import { PriceGroupModal } from './price-group-modal';

/** 'x 0.8 · 35.00% profit · 2 specbooks'. */
function groupSummary(g: TPriceGroup, locale: TLocale): string {
  const profit = g.profit === null ? t('no profit rule') : t('{percent} profit', { percent: percentNumber(g.profit, locale) });
  const specbooks = tPlural(g.specbookCount, '{count} specbook', '{count} specbooks');
  return `× ${multiplierNumber(g.multiplier, locale)} · ${profit} · ${specbooks}`;
}

/** What the selected group's manufacturers follow: the group's multiplier, or the ERP's price class. */
function groupExplanation(g: TPriceGroup, locale: TLocale): string {
  if (g.types === 'erp') {
    const priceClass = g.erpPriceClassId ?? '';
    return g.erpRefreshedAt
      ? t('Read from the ERP price class {priceClass}, last read {date}. ERP price groups cannot be edited here.', { priceClass, date: formatDate(g.erpRefreshedAt, locale) })
      : t('Read from the ERP price class {priceClass}. ERP price groups cannot be edited here.', { priceClass });
  }
  return t('Every manufacturer follows the group (× {multiplier}) until you give it a rule of its own.', { multiplier: multiplierNumber(g.multiplier, locale) });
}

/** The delete flow: a first confirmation, then the server's 412 question when specbooks use the group. */
function useDeleteFlow(userId: number, onDeleted: (id: number) => void) {
  const remove = useDeletePriceGroup(userId);
  const run = async (group: TPriceGroup, force: boolean) => {
    try {
      await remove.mutateAsync({ id: group.id, force });
      toastSuccess(M.deleted);
      onDeleted(group.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) confirm(group, error.message, true);
      else toastFailure(error, M.loadFailed);
    }
  };
  const confirm = (group: TPriceGroup, question: string, force: boolean) =>
    modals.openConfirmModal({
      title: t('Delete {name}?', { name: group.name }),
      children: <Text size="sm">{t(question)}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(group, force),
    });
  return (group: TPriceGroup) => confirm(group, t('Its manufacturer multipliers and profits are deleted with it.'), false);
}

/**
 * /v4/pricegroups: the account's price groups — custom ones, and read-only ones read from the ERP
 * (badge "ERP", "Refresh from ERP" when the account has a connection) — and each one's
 * per-manufacturer multiplier and profit.
 */
export function PriceGroupsPage({ userId }: { userId: number }) {
  const groups = usePriceGroups(userId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ group: TPriceGroup | null } | null>(null);
  const askDelete = useDeleteFlow(userId, (id) => setSelectedId((s) => (s === id ? null : s)));
  const list = groups.data ?? [];
  const selected = list.find((g) => g.id === selectedId) ?? list[0] ?? null;
  const locale = useLocale();

  return (
    <>
      <PageHeader
        title={t('Price Groups')}
        description={t('Multipliers and margins applied to the specs of each group of customers, with a rule of their own per manufacturer.')}
        actions={
          <Group gap="xs">
            <ErpRefreshButton userId={userId} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ group: null })}>
              {t('New price group')}
            </Button>
          </Group>
        }
      />
      {groups.isPending && <Loader aria-label={t('Loading price groups')} />}
      {groups.isSuccess && list.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            {t('No price groups yet')}
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            {t('A price group prices a specbook for a kind of customer: trade, designer, builder. Create one, then choose it on a specbook.')}
          </Text>
        </Paper>
      )}
      {list.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs" role="list" aria-label={t('Price groups')}>
              {list.map((g) => (
                <Card key={g.id} withBorder padding="sm" role="listitem" bg={g.id === selected?.id ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <UnstyledButton onClick={() => setSelectedId(g.id)} style={{ flex: 1, minWidth: 0 }} aria-current={g.id === selected?.id}>
                      <Group gap={6} wrap="nowrap">
                        <Text fw={600} truncate="end">
                          {g.name}
                        </Text>
                        {g.types === 'erp' && (
                          <Badge size="xs" variant="light" color="grape">
                            ERP
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {groupSummary(g, locale)}
                      </Text>
                    </UnstyledButton>
                    {g.types === 'custom' && (
                      <>
                        <ActionIcon variant="subtle" aria-label={t('Edit {name}', { name: g.name })} onClick={() => setEditing({ group: g })}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={t('Delete {name}', { name: g.name })} onClick={() => askDelete(g)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected && (
              <Paper withBorder radius="md" p="md">
                <Title order={2} fz="lg" mb={4}>
                  {t('{name}: manufacturers', { name: selected.name })}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {groupExplanation(selected, locale)}
                </Text>
                <GroupManufacturers key={selected.id} userId={userId} group={selected} />
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
      <PriceGroupModal
        userId={userId}
        opened={editing !== null}
        group={editing?.group ?? null}
        onClose={() => setEditing(null)}
        onSaved={(g) => setSelectedId(g.id)}
      />
    </>
  );
}
