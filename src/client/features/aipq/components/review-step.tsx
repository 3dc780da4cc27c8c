import { Alert, Badge, Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import type { TExtraction, TExtractionTable } from '#shared/schemas/aipq';
import { ApiError } from '#client/lib/api-client';
import { t, tPlural } from '#client/lib/i18n';
import { createAipqImport, type TStartedImport } from '../api/imports';
import { createImportBody, initialMaps, type TColumnMap, type TTableMaps } from '../lib/table-map';
import { ExtractionTableView } from './extraction-table-view';
import { StepActions } from '#client/components/ui/job-progress';
import { TableMapForm } from './table-map-form';

/** Above this many tables the choice is a select instead of tabs. */
const TABS_MAX = 4;

/** Props of {@link ReviewStep}. */
export type TReviewStepProps = { userId: number; specbookId: number; extraction: TExtraction; onStarted: (started: TStartedImport) => void; onBack: () => void };

/** A table's label: its title and how many lines it has. */
function tableLabel(table: TExtractionTable): string {
  return `${table.title || t('Table')} (${table.rows.length})`;
}

/** The choice of the table shown: tabs for a few tables, a select for many. */
function TableChoice({ tables, value, onChange }: { tables: TExtractionTable[]; value: string; onChange: (id: string) => void }) {
  if (tables.length > TABS_MAX) {
    return <Select label={t('Table')} data={tables.map((table) => ({ value: table.id, label: tableLabel(table) }))} value={value} onChange={(v) => v && onChange(v)} allowDeselect={false} />;
  }
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v)}>
      <Tabs.List>
        {tables.map((table) => (
          <Tabs.Tab key={table.id} value={table.id}>
            {tableLabel(table)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * Step 4 (spec §2 "Review and map"): the extraction's tables, the first shown by default; each
 * table's map of model, category and manufacturer with its preview, and the table itself with each
 * line's confidence. 'Import' sends only the tables with a mapped model (§5).
 */
export function ReviewStep({ userId, specbookId, extraction, onStarted, onBack }: TReviewStepProps) {
  const tables = extraction.tables;
  const [shownId, setShownId] = useState(tables[0]?.id ?? '');
  const [maps, setMaps] = useState<TTableMaps>(() => initialMaps(tables));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const shown = tables.find((t) => t.id === shownId) ?? tables[0];
  const body = createImportBody(extraction.id, tables, maps);
  const mapped = body.createImportRequest.tables.length;

  const setMap = (id: string, map: TColumnMap) => setMaps((prev) => ({ ...prev, [id]: map }));
  const start = async () => {
    if (mapped === 0) return setError(M.tablesRequired);
    setError(null);
    setStarting(true);
    try {
      onStarted(await createAipqImport(userId, specbookId, body));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : M.importFailed);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="md">
      {tables.length > 1 && <TableChoice tables={tables} value={shown?.id ?? ''} onChange={setShownId} />}
      {shown && (
        <Stack gap="md" key={shown.id}>
          <Group gap="xs">
            <Text fw={600}>{shown.title || t('Table')}</Text>
            <Badge variant="light" color={maps[shown.id]?.model === null ? 'gray' : 'teal'}>
              {maps[shown.id]?.model === null ? t('Not imported') : t('Will be imported')}
            </Badge>
          </Group>
          <TableMapForm table={shown} map={maps[shown.id] ?? { model: null, category: null, manufacturer: null }} onChange={(map) => setMap(shown.id, map)} />
          <ExtractionTableView table={shown} />
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" title={t(M.importFailed)}>
          {t(error)}
        </Alert>
      )}
      <StepActions>
        <Text size="sm" c="dimmed" data-testid="aipq-mapped-count">
          {tPlural(tables.length, '{mapped} of {count} table will be imported', '{mapped} of {count} tables will be imported', { mapped })}
        </Text>
        <Button variant="default" onClick={onBack} disabled={starting}>
          {t('Back')}
        </Button>
        <Button onClick={() => void start()} loading={starting} disabled={mapped === 0}>
          {t('Import')}
        </Button>
      </StepActions>
    </Stack>
  );
}
