import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/lib/dates';
import { SPEC_IMPORT_KIND_LABELS, SPEC_IMPORT_MESSAGES as M } from '#shared/lib/spec-import-messages';
import type { TSpecImport } from '#shared/schemas/spec-import';
import { t, useLocale } from '#client/lib/i18n';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { useSpecImports } from '../api/spec-imports';
import { useManage } from './manage-context';

/** One import: its kind, what it did, when, who, into which specbook and from which file. */
function ImportEntry({ entry, currentSpecbookId, last }: { entry: TSpecImport; currentSpecbookId: number; last: boolean }) {
  const locale = useLocale();
  const here = entry.specbook.id === currentSpecbookId;
  return (
    <Stack component="li" gap={2} py={6} style={{ borderBottom: last ? undefined : '1px solid var(--mantine-color-default-border)', minWidth: 0 }}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={entry.kind === 'aipq' ? 'grape' : 'blue'}>
          {t(SPEC_IMPORT_KIND_LABELS[entry.kind])}
        </Badge>
        <Badge variant="outline" color={entry.action === 'created' ? 'teal' : 'orange'}>
          {entry.action === 'created' ? t('Added') : t('Updated')}
        </Badge>
        <Text size="sm" fw={500}>
          {formatDate(entry.createdAt, locale, 'dateTime')}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {here ? (
          t('This specbook')
        ) : (
          <Anchor component={Link} to={manageSpecbookPath(entry.specbook.id)} size="sm">
            {entry.specbook.name}
          </Anchor>
        )}
        {' · '}
        {entry.user.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('File')}: {entry.fileName}
      </Text>
    </Stack>
  );
}

/**
 * Imports per spec (spec §7 "Specs (catalogue)"; docs/decisions/085): the CSV and AI quote
 * imports that added or updated this catalogue spec in the account's specbooks, newest first.
 */
export function SpecImportsPanel({ specId }: { specId: number }) {
  const { userId, specbookId } = useManage();
  const imports = useSpecImports(userId, specId);
  if (imports.isPending) return <Skeleton h={60} radius="sm" aria-label={t('Loading the imports')} />;
  if (imports.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t(M.couldNotFetch)}
      </Text>
    );
  }
  if (imports.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(M.none)}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Imports of this spec')}>
      {imports.data.map((entry, index) => (
        <ImportEntry key={`${entry.importId}-${entry.action}`} entry={entry} currentSpecbookId={specbookId} last={index === imports.data.length - 1} />
      ))}
    </Stack>
  );
}
