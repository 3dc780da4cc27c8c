import { Select, SimpleGrid, Table, Text, Stack, ScrollArea } from '@mantine/core';
import type { TExtractionTable } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';
import { MAP_TARGETS, previewColumns, type TColumnMap } from '../lib/table-map';

/** Props of {@link TableMapForm}. */
export type TTableMapFormProps = { table: TExtractionTable; map: TColumnMap; onChange: (map: TColumnMap) => void };

/** The first 3 columns of the table and their first values (spec §2 step 4, §9). */
function MapPreview({ table }: { table: TExtractionTable }) {
  const columns = previewColumns(table);
  const depth = Math.max(0, ...columns.map((c) => c.values.length));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('Preview')}
      </Text>
      <ScrollArea type="auto">
        <Table withTableBorder fz="xs" data-testid="aipq-preview">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.index}>{c.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: depth }, (_, row) => (
              <Table.Tr key={row}>
                {columns.map((c) => (
                  <Table.Td key={c.index}>{c.values[row]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/**
 * A table's map (spec §2 step 4): model (required to import the table), category (room) and
 * manufacturer, each a choice among the table's columns, pre-filled from the engine's roles.
 */
export function TableMapForm({ table, map, onChange }: TTableMapFormProps) {
  const options = table.columns.map((name, index) => ({ value: String(index), label: name || t('Column {number}', { number: index + 1 }) }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {MAP_TARGETS.map((target) => (
          <Select
            key={target.key}
            label={t(target.label)}
            placeholder={t('Not mapped')}
            data={options}
            value={map[target.key] === null ? null : String(map[target.key])}
            onChange={(v) => onChange({ ...map, [target.key]: v === null ? null : Number(v) })}
            clearable
            description={target.key === 'model' ? t('Required to import this table') : t('Optional')}
          />
        ))}
      </SimpleGrid>
      <MapPreview table={table} />
    </Stack>
  );
}
