import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, PDF_MIME_TYPE } from '@mantine/dropzone';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { AIPQ_LIMITS, AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import type { TAipqFile } from '#shared/schemas/aipq';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { uploadAipqFile, useAipqFile } from '../api/files';
import { JobProgress, StepFailure } from '#client/components/ui/job-progress';


/** The Dropzone's file input: named for screen readers (in the current locale), found by the tests. */
function dropInputProps(): ComponentPropsWithoutRef<'input'> & { 'data-testid': string } {
  return { 'aria-label': t('Quote PDF'), 'data-testid': 'aipq-file-input' };
}

/** Props of {@link UploadStep}. */
export type TUploadStepProps = { userId: number; onReady: (file: TAipqFile) => void };

/** The server's reason for refusing an upload, or the generic one. */
function refusal(err: unknown): string {
  return err instanceof ApiError && err.status !== 0 ? err.message : M.notAPdf;
}

/** Waits for an uploaded file to be read; reports it once complete. */
function useReadyFile(location: string | null, onReady: (file: TAipqFile) => void) {
  const file = useAipqFile(location);
  const data = file.data;
  useEffect(() => {
    if (data?.status === 'complete') onReady(data);
  }, [data, onReady]);
  return file;
}

/**
 * Step 1 (spec/business-records.md §2 "Upload"): a PDF dropped or chosen (the first file of the
 * selection), sent with its progress, then its status polled until its pages are read ('complete'),
 * or its failure shown with 'Upload another file'.
 */
export function UploadStep({ userId, onReady }: TUploadStepProps) {
  const [sent, setSent] = useState<number | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = useReadyFile(location, onReady);

  const upload = async (files: File[]) => {
    const first = files[0];
    if (!first) return;
    setError(null);
    setSent(0);
    try {
      setLocation((await uploadAipqFile(userId, first, setSent)).location);
    } catch (err) {
      setError(refusal(err));
    } finally {
      setSent(null);
    }
  };
  const reset = () => {
    setLocation(null);
    setError(null);
  };

  const failed = error ?? (file.data?.status === 'failed' ? (file.data.message ?? M.notAPdf) : file.isError ? refusal(file.error) : null);
  if (failed) return <StepFailure title={t('The file could not be read')} message={t(failed)} action={{ label: t('Upload another file'), onClick: reset }} />;
  if (sent !== null) return <JobProgress label={t('Uploading… {percent}%', { percent: sent })} percent={sent} testId="aipq-upload-progress" />;
  if (location) return <JobProgress label={file.data?.status === 'processing' ? t('Reading the pages…') : t('Waiting to read the file…')} testId="aipq-upload-progress" />;
  return (
    <Dropzone onDrop={(files) => void upload(files)} onReject={(rejected) => setError(rejected[0]?.errors[0]?.code === 'file-too-large' ? M.tooLarge : M.notAPdf)} accept={PDF_MIME_TYPE} maxSize={AIPQ_LIMITS.fileBytes} p="xl" inputProps={dropInputProps()} aria-label={t('Upload a quote PDF')}>
      <Stack gap={6} align="center" style={{ pointerEvents: 'none' }}>
        <IconFileTypePdf size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text fw={500} ta="center">
          {t('Drop a quote PDF here or click to choose one')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('A supplier’s or competitor’s quote, up to 25 MB. When several files are chosen, the first one is used.')}
        </Text>
        <Button variant="light" size="xs" component="span" tabIndex={-1}>
          {t('Choose a PDF')}
        </Button>
      </Stack>
    </Dropzone>
  );
}
