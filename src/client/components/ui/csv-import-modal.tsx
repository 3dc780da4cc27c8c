import { Alert, Button, Group, Modal, Progress, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { CSV_MESSAGES as M, CSV_SEPARATOR_LABELS, type CsvSeparator } from '#shared/lib/specbook-csv';
import type { TImportProblem, TSpecbookImport } from '#shared/schemas/specbook-import';
import { firstErrorMessage, ApiError } from '#client/lib/api-client';
import { toastError } from '#client/lib/toasts';
import { FileDropZone, type TDropInputProps } from './file-drop-zone';
import { useCsvImportStatus, type TStartedImport } from '#client/lib/csv-import';
import { t, useLocale } from '#client/lib/i18n';
import { formatNumber } from '#shared/lib/money';

/** File types the picker offers; the server reads the content whatever the type says. */
const CSV_ACCEPT = ['text/csv', 'text/plain', 'application/vnd.ms-excel', '.csv', '.txt'];
const SEPARATORS = (Object.keys(CSV_SEPARATOR_LABELS) as CsvSeparator[]).map((value) => ({ value, label: CSV_SEPARATOR_LABELS[value] }));

/** Props of {@link CsvImportModal}. */
export type TCsvImportModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once when an import has completed (the caller refreshes what it imported into). */
  onImported: () => void;
  /** Uploads the file (the import's POST) and answers where to poll. */
  start: (file: File, separator: CsvSeparator) => Promise<TStartedImport>;
  /** Which columns the file may have, under the drop zone. */
  hint: string;
  /** Extra lines of the result (e.g. the rooms an import created). */
  resultNote?: (result: TSpecbookImport) => string | null;
};

/** The detail of a refused upload: the server's reason, under the spec's 'Unable to import file'. */
function refusalOf(error: unknown): string {
  const detail = error instanceof ApiError ? firstErrorMessage(error.body) : null;
  return detail && detail !== M.unableToImport ? detail : '';
}

/** The CSV file: the shared drop zone, then the chosen file with its size and 'Remove file'. */
function FilePicker({ file, hint, onChange }: { file: File | null; hint: string; onChange: (file: File | null) => void }) {
  const icon = <IconFileTypeCsv size={32} color="var(--mantine-color-gray-6)" aria-hidden />;
  const inputProps: TDropInputProps = { 'aria-label': t('CSV file'), 'data-testid': 'csv-file-input' };
  return <FileDropZone value={file} onChange={onChange} accept={CSV_ACCEPT} inputProps={inputProps} hint={hint} icon={icon} />;
}

function ProblemList({ title, items }: { title: string; items: TImportProblem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {items.slice(0, 50).map((p) => (
        <Text size="xs" key={`${p.line}-${p.field}`}>
          {p.line > 0 ? t('Line {line}: ', { line: p.line }) : ''}
          {t(p.message)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The server's import summary in the interface's language, sentence by sentence, each read by its
 * catalogue pattern ('Imported 3 of 5 rows. 2 did not match a catalogue spec.': a pattern for the
 * whole would need every combination, and a loose one like '{selected} of {total}' would misread it).
 * English text comes back as it was.
 */
export function translatedSummary(message: string): string {
  return message
    .split(/(?<=\.)\s+/)
    .map((sentence) => t(sentence))
    .join(' ');
}

/** The outcome of a completed import: the summary, then the lines that were not imported. */
function ImportResult({ result, note }: { result: TSpecbookImport; note: string | null }) {
  return (
    <Stack gap="sm">
      <Alert color={result.counts.imported > 0 ? 'teal' : 'yellow'} icon={<IconCircleCheck size={18} />} title={t('Import complete')}>
        <Text size="sm" data-testid="csv-import-summary">
          {result.message && translatedSummary(result.message)}
        </Text>
        {note && <Text size="sm">{note}</Text>}
      </Alert>
      {result.unmatched.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('Not matched to a catalogue spec ({count})', { count: result.counts.unmatched })}
          </Text>
          <ScrollArea.Autosize mah={220} type="auto">
            <Table striped withTableBorder fz="xs" data-testid="csv-unmatched">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Line')}</Table.Th>
                  <Table.Th>{t('Manufacturer')}</Table.Th>
                  <Table.Th>{t('Model Number')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.unmatched.map((u) => (
                  <Table.Tr key={u.line}>
                    <Table.Td>{u.line}</Table.Td>
                    <Table.Td>{u.manufacturer}</Table.Td>
                    <Table.Td>{u.modelNumber}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <ProblemList title={t('Not imported ({count})', { count: result.counts.skipped })} items={result.skipped} />
      <ProblemList title={t('Imported with changes')} items={result.warnings} />
    </Stack>
  );
}

/** The progress while the file uploads and the import runs: rows handled of rows read, once known. */
function ImportProgress({ uploading, current }: { uploading: boolean; current: TSpecbookImport | undefined }) {
  const counts = current?.counts;
  const handled = counts ? counts.imported + counts.unmatched + counts.skipped : 0;
  const known = !uploading && current?.status === 'processing' && counts !== undefined && counts.rows > 0;
  const locale = useLocale();
  const label = uploading
    ? t('Uploading…')
    : known
      ? t('Importing rows… {done} of {rows}', { done: formatNumber(handled, locale), rows: formatNumber(counts.rows, locale) })
      : current?.status === 'processing'
        ? t('Importing rows…')
        : t('Waiting to start…');
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress value={known ? Math.max(5, (handled / counts.rows) * 100) : 100} animated striped aria-label={t('Import in progress')} />
    </Stack>
  );
}

/** Polls a started import and reports its end once. */
function useImportProgress(location: string | null, onEnded: (result: TSpecbookImport) => void) {
  const status = useCsvImportStatus(location);
  const reported = useRef<string | null>(null);
  const data = status.data;
  useEffect(() => {
    if (!data?.complete || reported.current === location) return;
    reported.current = location;
    onEnded(data);
  }, [data, location, onEnded]);
  return status;
}

/**
 * Import CSV (spec/business-records.md §7 "CSV and general imports"), for a specbook or the
 * inventory center: a file and its separator; the import runs on the server while the modal polls
 * its status, then shows how many rows were imported and the lines that matched no catalogue spec
 * or had values that could not be imported. 'Unable to import file' (§8) when the file is refused
 * or the import fails.
 */
export function CsvImportModal({ opened, onClose, onImported, start, hint, resultNote }: TCsvImportModalProps) {
  const fullScreen = useMediaQuery('(max-width: 767px)');
  const [file, setFile] = useState<File | null>(null);
  const [separator, setSeparator] = useState<CsvSeparator>('comma');
  const [uploading, setUploading] = useState(false);
  const [location, setLocation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = useImportProgress(location, (result) => {
    if (result.status === 'complete') onImported();
    else {
      setError(result.warnings.find((w) => w.field === 'file')?.message ?? '');
      toastError(t(M.unableToImport));
    }
  });
  const result = status.data?.status === 'complete' ? status.data : null;
  const pollFailed = location !== null && status.isError;
  const running = uploading || (location !== null && !status.data?.complete && !pollFailed);

  const reset = () => {
    setFile(null);
    setLocation(null);
    setError(null);
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      setLocation((await start(file, separator)).location);
    } catch (err) {
      setError(refusalOf(err));
      toastError(t(M.unableToImport));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Import CSV')} size="lg" fullScreen={fullScreen} closeButtonProps={{ 'aria-label': t('Close') }}>
      <Stack gap="md">
        {result ? (
          <ImportResult result={result} note={resultNote?.(result) ?? null} />
        ) : (
          <>
            <FilePicker
              file={file}
              hint={hint}
              onChange={(f) => {
                setFile(f);
                setError(null);
              }}
            />
            <Select label={t('Separator')} data={SEPARATORS.map((s) => ({ ...s, label: t(s.label) }))} value={separator} onChange={(v) => v && setSeparator(v as CsvSeparator)} allowDeselect={false} disabled={running} w={{ base: '100%', sm: 220 }} />
          </>
        )}
        {running && <ImportProgress uploading={uploading} current={status.data} />}
        {(error !== null || pollFailed) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t(M.unableToImport)} role="alert">
            {error ? t(error) : ''}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {result ? (
            <>
              <Button variant="default" onClick={reset}>
                {t('Import another file')}
              </Button>
              <Button onClick={close}>{t('Done')}</Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={close} disabled={running}>
                {t('Cancel')}
              </Button>
              <Button onClick={() => void submit()} disabled={!file} loading={running}>
                {t('Import')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
