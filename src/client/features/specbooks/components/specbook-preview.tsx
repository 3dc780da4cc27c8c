import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/lib/messages';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import type { TPreviewRoom, TSpecbook } from '#shared/schemas/specbook';
import { ApiError } from '#client/lib/api-client';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { useSpecbookPreview } from '../api/get-specbook-preview';
import { formatDate } from '#shared/lib/dates';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { statusLook } from '#shared/lib/statuses';

function Heading({ specbook }: { specbook: TSpecbook }) {
  const look = statusLook(specbook.status);
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {specbook.name}
        </Title>
        <Badge variant="light" color={look.color}>
          {t(look.label)}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm">
        {specbook.profile?.name ?? t('No profile')} · #{specbook.id} · {t('Updated {date}', { date: formatDate(specbook.updatedAt, locale) })}
      </Text>
      {specbook.description && <Text size="sm">{specbook.description}</Text>}
      <Anchor component={Link} to={manageSpecbookPath(specbook.id)} size="sm">
        {t('Manage this specbook')}
      </Anchor>
    </Stack>
  );
}

function Room({ room }: { room: TPreviewRoom }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {room.name}
        </Title>
        <Text size="sm" c="dimmed">
          {tPlural(room.specs.length, '{count} spec', '{count} specs')}
        </Text>
      </Group>
      {room.specs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No specs in this room yet.')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={6} aria-label={t('Specs in {room}', { room: room.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Product')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Manufacturer')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Model')}</Table.Th>
                <Table.Th ta="right">{t('Qty')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.specs.map((s) => (
                <Table.Tr key={s.joinID}>
                  <Table.Td>
                    {s.name}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {s.manufacturerName} · {s.modelNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{s.manufacturerName}</Table.Td>
                  <Table.Td visibleFrom="sm">{s.modelNumber}</Table.Td>
                  <Table.Td ta="right">{s.qty}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The read-only preview of one specbook: name, profile, and its rooms with spec names and quantities. */
export function SpecbookPreview({ userId, id }: { userId: number | null; id: number }) {
  const preview = useSpecbookPreview(userId, id);
  if (preview.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label={t('Loading preview')} />
      </Center>
    );
  }
  if (preview.isError) {
    const missing = preview.error instanceof ApiError && preview.error.status === 404;
    return <Alert color="red" title={t(missing ? MESSAGES.notFoundPage : SPECBOOK_MESSAGES.fetchFailed)} />;
  }
  const { specbook, rooms } = preview.data;
  return (
    <Stack gap="lg">
      <Heading specbook={specbook} />
      {rooms.length === 0 ? (
        <Text c="dimmed">{t('This specbook has no rooms or specs yet.')}</Text>
      ) : (
        rooms.map((room) => <Room key={room.categoryID ?? 'misc'} room={room} />)
      )}
    </Stack>
  );
}
