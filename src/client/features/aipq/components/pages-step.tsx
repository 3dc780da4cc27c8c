import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AIPQ_MESSAGES as M, type TAipqEngine } from '#shared/lib/aipq';
import { ZCreateExtraction, type TAipqFile } from '#shared/schemas/aipq';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { createExtraction, useDefaultEngine, useEngineQuotas, type TStartedExtraction } from '../api/extractions';
import { EnginePicker, firstUsableEngine } from './engine-picker';
import { StepActions } from '#client/components/ui/job-progress';
import { PageThumbnail } from './page-thumbnail';

/** Props of {@link PagesStep}. */
export type TPagesStepProps = { userId: number; file: TAipqFile; onStarted: (started: TStartedExtraction) => void; onBack: () => void };

/** The file's name without its .pdf ending: the extraction's default name. */
function defaultName(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '') || fileName;
}

/** The pages chosen (all by default), with select all / none and one toggle per page. */
function usePageSelection(file: TAipqFile) {
  const all = file.files.map((p) => p.page);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(all));
  const toggle = (page: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(page)) next.add(page);
      return next;
    });
  return { chosen, pages: all.filter((p) => chosen.has(p)), toggle, selectAll: () => setChosen(new Set(all)), selectNone: () => setChosen(new Set()) };
}

/**
 * The engines' quotas, with the engines the server refused to start (422 'not configured') shown
 * unavailable from then on: the quota call cannot tell that an engine is not configured.
 */
function useQuotasWithRefusals(userId: number) {
  const quotas = useEngineQuotas(userId);
  const [refused, setRefused] = useState<ReadonlySet<TAipqEngine>>(new Set());
  return {
    quotas: quotas.data?.map((q) => (refused.has(q.engine) ? { ...q, unavailable: M.engineUnavailable } : q)),
    refuse: (engine: TAipqEngine) => setRefused((prev) => new Set(prev).add(engine)),
    refetch: quotas.refetch,
  };
}

/**
 * Step 2 (spec §2 "Pages"): the pages sorted by page with their thumbnails, chosen by checkboxes;
 * the engine (default from the account setting aipq.engine) with each engine's remaining quota; the
 * extraction's name (default the file name); 'Extract' starts the extraction.
 */
export function PagesStep({ userId, file, onStarted, onBack }: TPagesStepProps) {
  const selection = usePageSelection(file);
  const { quotas, refuse, refetch } = useQuotasWithRefusals(userId);
  const defaultEngine = useDefaultEngine(userId);
  const [picked, setPicked] = useState<TAipqEngine | null>(null);
  const engine = picked ?? firstUsableEngine(defaultEngine.data, quotas);
  const [name, setName] = useState(defaultName(file.file));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const sorted = [...file.files].sort((a, b) => a.page - b.page);

  const extract = async () => {
    const body = ZCreateExtraction.safeParse({ createExtractionRequest: { file: { id: file.id }, pages: selection.pages }, name });
    if (!body.success) return setError(body.error.issues[0]?.message ?? null);
    if (!engine) return;
    setError(null);
    setStarting(true);
    try {
      onStarted(await createExtraction(userId, engine, body.data));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The extraction could not start.');
      if (err instanceof ApiError && err.message === M.engineUnavailable) {
        refuse(engine);
        setPicked(null);
      }
      void refetch();
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="aipq-pages-chosen">
          {t('{chosen} of {count} pages chosen', { chosen: selection.pages.length, count: sorted.length })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={selection.selectAll}>
            {t('Select all')}
          </Button>
          <Button size="xs" variant="default" onClick={selection.selectNone}>
            {t('Select none')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
        {sorted.map((p) => (
          <PageThumbnail key={p.page} page={p} checked={selection.chosen.has(p.page)} onToggle={() => selection.toggle(p.page)} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EnginePicker quotas={quotas} value={engine} onChange={setPicked} />
        <TextInput label={t('Name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={200} />
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert">
          {t(error)}
        </Alert>
      )}
      <StepActions>
        <Button variant="default" onClick={onBack} disabled={starting}>
          {t('Upload another file')}
        </Button>
        <Button onClick={() => void extract()} loading={starting} disabled={!engine}>
          {t('Extract')}
        </Button>
      </StepActions>
    </Stack>
  );
}
