import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/lib/dates';
import { formatMoney } from '#shared/lib/money';
import { toIsoDate } from '#shared/lib/profile-periods';
import { STATUSES } from '#shared/lib/statuses';
import { t, useLocale } from '#client/lib/i18n';
import { useProfileSpecbooks, useTopSellers } from '../api/profile-pages';

type TProps = { userId: number; profileId: number };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The profile's top sellers: the specs with the highest quoted sale total over its specbooks. */
export function TopSellers({ userId, profileId }: TProps) {
  const top = useTopSellers(userId, profileId);
  const locale = useLocale();
  return (
    <Panel title={t('Top sellers')}>
      {top.isPending && <Loader size="sm" aria-label={t('Loading top sellers')} />}
      {top.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No quoted specs yet.')}
        </Text>
      )}
      <Stack gap="sm">
        {top.data?.map((s, i) => (
          <Group key={s.id} gap="sm" wrap="nowrap" align="center">
            <Text fw={700} c="dimmed" w={16} ta="right">
              {i + 1}
            </Text>
            <Image src={s.imageName} alt="" w={44} h={44} fit="contain" radius="sm" fallbackSrc="/favicon.svg" style={{ flex: 'none' }} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} lineClamp={1}>
                {s.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {[s.manufacturerName, s.modelNumber].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <div style={{ textAlign: 'right', flex: 'none' }}>
              <Text size="sm" fw={600}>
                {formatMoney(s.sale, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('qty {qty}', { qty: s.qty })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}

/** The profile's specbooks, most recently updated first, each opening its manage page. */
export function ProfileSpecbooks({ userId, profileId }: TProps) {
  const list = useProfileSpecbooks(userId, profileId);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const locale = useLocale();
  return (
    <Panel title={t('Specbooks')}>
      {list.isPending && <Loader size="sm" aria-label={t('Loading specbooks')} />}
      {list.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No specbooks yet.')}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((b) => (
          <Group key={b.id} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/v4/specbooks/manage/${b.id}`} size="sm" fw={500} lineClamp={1}>
                {b.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('Updated {date}', { date: formatDate(toIsoDate(new Date(b.updatedAt)), locale) })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              {b.archived && (
                <Badge size="sm" color="gray" variant="light">
                  {t('Archived')}
                </Badge>
              )}
              <Badge size="sm" variant="light" tt="none">
                {t(STATUSES.find((st) => st.value === b.status)?.name ?? b.status)}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Center mt="sm">
          <Button size="xs" variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('Load more')}
          </Button>
        </Center>
      )}
    </Panel>
  );
}
