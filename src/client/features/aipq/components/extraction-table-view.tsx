import { Group, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LINE_CONFIDENCE_MIN } from '#shared/lib/aipq';
import type { TExtractionTable } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';

/** Lines shown per page of a long table. */
export const TABLE_PAGE_SIZE = 25;

/** A line's confidence as a whole percentage, and the checks that lowered it. */
function confidenceOf(table: TExtractionTable, row: number): { percent: number | null; low: boolean; checks: string } {
  const line = table.lines[row];
  if (!line) return { percent: null, low: false, checks: '' };
  return { percent: Math.round(line.confidence * 100), low: line.confidence < LINE_CONFIDENCE_MIN, checks: line.checks.join('; ') };
}

/**
 * The extracted table itself, a page of lines at a time, each with its confidence; a line below
 * LINE_CONFIDENCE_MIN is highlighted with the checks that lowered it.
 */
export function ExtractionTableView({ table }: { table: TExtractionTable }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(table.rows.length / TABLE_PAGE_SIZE));
  const first = (Math.min(page, pages) - 1) * TABLE_PAGE_SIZE;
  const shown = table.rows.slice(first, first + TABLE_PAGE_SIZE);
  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table striped withTableBorder fz="xs" data-testid="aipq-table" miw={table.columns.length * 110}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((name, i) => (
                <Table.Th key={i}>{name}</Table.Th>
              ))}
              <Table.Th ta="right">{t('Confidence')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((cells, i) => {
              const c = confidenceOf(table, first + i);
              return (
                <Table.Tr key={first + i} bg={c.low ? 'var(--mantine-color-yellow-light)' : undefined} data-low-confidence={c.low || undefined} title={c.checks || undefined}>
                  {table.columns.map((_, j) => (
                    <Table.Td key={j}>{cells[j] ?? ''}</Table.Td>
                  ))}
                  <Table.Td ta="right" c={c.low ? 'orange.8' : undefined}>
                    {c.percent === null ? '' : `${c.percent}%`}
                    {c.low && c.checks && (
                      <Text span size="xs" display="block">
                        {c.checks}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
