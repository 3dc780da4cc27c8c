import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import type { TAipqImport } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';
import { useAipqImport } from '../api/imports';
import { JobProgress, StepActions, StepFailure } from '#client/components/ui/job-progress';

/** Props of {@link ImportStep}. */
export type TImportStepProps = {
  location: string;
  /** Called once when the import has completed (the caller refreshes the specbook it imported into). */
  onImported: () => void;
  onNext: (done: TAipqImport) => void;
  onBack: () => void;
};

type TCountKey = keyof TAipqImport['counts'];

/** The counts of a finished import, in the order a seller reads them. */
const COUNT_LABELS: Array<[TCountKey, string]> = [
  ['lines', 'Lines read'],
  ['matched', 'Matched to the catalogue'],
  ['review', 'Matches to check'],
  ['missing', 'Missing products added'],
  ['rooms', 'Rooms'],
  ['skipped', 'Skipped'],
];

/** The import's counts as labelled figures. */
function ImportCounts({ counts }: { counts: TAipqImport['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="aipq-import-counts">
      {COUNT_LABELS.map(([key, label]) => (
        <Stack gap={0} key={key}>
          <Text size="xl" fw={700} data-testid={`aipq-count-${key}`}>
            {counts[key] ?? 0}
          </Text>
          <Text size="xs" c="dimmed">
            {t(label)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Step 5 (spec §2 "Import"): the import job polled on its Location until it ends; its counts when
 * complete, 'Unable to import file' (§8) with the server's reason when it failed.
 */
export function ImportStep({ location, onImported, onNext, onBack }: TImportStepProps) {
  const status = useAipqImport(location);
  const data = status.data;
  const complete = data?.status === 'complete';
  useEffect(() => {
    if (complete) onImported();
  }, [complete, onImported]);
  if (data?.status === 'failed' || status.isError) {
    return <StepFailure title={t(M.importFailed)} message={data?.message ? t(data.message) : null} action={{ label: t('Back'), onClick: onBack }} />;
  }
  if (data?.status !== 'complete') {
    return <JobProgress label={data?.status === 'processing' ? t('Importing the lines…') : t('Waiting to start…')} testId="aipq-import-progress" />;
  }
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('Import complete')}>
        {data.message && <Text size="sm">{t(data.message)}</Text>}
      </Alert>
      <ImportCounts counts={data.counts} />
      <StepActions>
        <Button onClick={() => onNext(data)}>{t('Review the lines to check')}</Button>
      </StepActions>
    </Stack>
  );
}
