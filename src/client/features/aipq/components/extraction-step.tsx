import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { t } from '#client/lib/i18n';
import type { TExtraction } from '#shared/schemas/aipq';
import { useExtraction } from '../api/extractions';
import { JobProgress, StepActions, StepFailure } from '#client/components/ui/job-progress';

/** Props of {@link ExtractionStep}. */
export type TExtractionStepProps = { location: string; onDone: (extraction: TExtraction) => void; onBack: () => void };

const STATUS_LABELS: Record<string, string> = { queued: 'Waiting to start…', processing: 'Reading the tables…' };

/** Why a finished extraction cannot be reviewed (failed, or no table found), or null when it can. */
export function extractionProblem(extraction: TExtraction): string | null {
  if (extraction.status === 'failed') return extraction.message ?? M.extractionFailed;
  if (extraction.status === 'complete' && extraction.tables.length === 0) return extraction.message ?? M.noTables;
  return null;
}

/**
 * Step 3 (spec §2 "Extraction"): the extraction's status and message, polled on its Location until
 * it ends; its tables go on to the review, a failure (or no table) is shown with 'Back'.
 */
export function ExtractionStep({ location, onDone, onBack }: TExtractionStepProps) {
  const extraction = useExtraction(location);
  const data = extraction.data;
  const problem = data ? extractionProblem(data) : extraction.isError ? M.extractionFailed : null;
  useEffect(() => {
    if (data?.status === 'complete' && data.tables.length > 0) onDone(data);
  }, [data, onDone]);

  if (problem) return <StepFailure title={t(M.extractionFailed)} message={t(problem)} action={{ label: t('Back'), onClick: onBack }} />;
  return (
    <Stack gap="sm">
      <JobProgress label={t(STATUS_LABELS[data?.status ?? 'queued'] ?? 'Reading the tables…')} testId="aipq-extraction-progress" />
      {data?.message && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="aipq-extraction-message">
          {t(data.message)}
        </Text>
      )}
      <StepActions>
        <Button variant="default" onClick={onBack}>
          {t('Back')}
        </Button>
      </StepActions>
    </Stack>
  );
}
