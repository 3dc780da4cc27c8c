import { Paper, Progress, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState, type ReactNode } from 'react';
import type { TAipqFile, TExtraction } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';
import type { TStartedExtraction } from '../api/extractions';
import type { TStartedImport } from '../api/imports';
import { ExtractionStep } from './extraction-step';
import { ImportStep } from './import-step';
import { MessagesStep } from './messages-step';
import { PagesStep } from './pages-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

/** The six steps of spec/business-records.md §2 "AI PDF-quote import wizard". */
export const AIPQ_STEPS = ['Upload', 'Pages', 'Extraction', 'Review and map', 'Import', 'Assign missing products'] as const;

/** Props of {@link AipqWizard}. */
export type TAipqWizardProps = {
  userId: number;
  specbookId: number;
  /** Called when the specbook's rooms or specs changed (an import completed, a product was confirmed). */
  onSpecbookChanged: () => void;
};

/** What the wizard has so far: each step's result feeds the next. */
type TWizardState = {
  step: number;
  file: TAipqFile | null;
  extractionLocation: string | null;
  extraction: TExtraction | null;
  importLocation: string | null;
  importId: number | null;
};

const START: TWizardState = { step: 0, file: null, extractionLocation: null, extraction: null, importLocation: null, importId: null };

/** The wizard's state and its transitions. */
function useWizard() {
  const [state, setState] = useState<TWizardState>(START);
  const go = (patch: Partial<TWizardState>) => setState((prev) => ({ ...prev, ...patch }));
  return {
    state,
    restart: () => setState(START),
    fileReady: useCallback((file: TAipqFile) => setState((prev) => (prev.step === 0 ? { ...prev, file, step: 1 } : prev)), []),
    extractionStarted: ({ location }: TStartedExtraction) => go({ extractionLocation: location, extraction: null, step: 2 }),
    extractionDone: useCallback((extraction: TExtraction) => setState((prev) => (prev.step === 2 ? { ...prev, extraction, step: 3 } : prev)), []),
    importStarted: ({ started, location }: TStartedImport) => go({ importLocation: location, importId: started.id, step: 4 }),
    toStep: (step: number) => go({ step }),
  };
}

/** The current step's content. */
function StepContent({ userId, specbookId, onSpecbookChanged, wizard }: TAipqWizardProps & { wizard: ReturnType<typeof useWizard> }): ReactNode {
  const { state } = wizard;
  switch (state.step) {
    case 0:
      return <UploadStep userId={userId} onReady={wizard.fileReady} />;
    case 1:
      return state.file && <PagesStep userId={userId} file={state.file} onStarted={wizard.extractionStarted} onBack={wizard.restart} />;
    case 2:
      return state.extractionLocation && <ExtractionStep location={state.extractionLocation} onDone={wizard.extractionDone} onBack={() => wizard.toStep(1)} />;
    case 3:
      return state.extraction && <ReviewStep userId={userId} specbookId={specbookId} extraction={state.extraction} onStarted={wizard.importStarted} onBack={() => wizard.toStep(1)} />;
    case 4:
      return state.importLocation && <ImportStep location={state.importLocation} onImported={onSpecbookChanged} onNext={() => wizard.toStep(5)} onBack={() => wizard.toStep(3)} />;
    default:
      return <MessagesStep userId={userId} specbookId={specbookId} importId={state.importId} onSpecChanged={onSpecbookChanged} />;
  }
}

/**
 * The AI PDF-quote import wizard (spec/business-records.md §2): upload → pages → extraction →
 * review and map → import → assign missing products, with a stepper showing where the seller is
 * (a stepper on wide screens; on a phone a progress bar over the current step's name).
 */
export function AipqWizard({ userId, specbookId, onSpecbookChanged }: TAipqWizardProps) {
  const wizard = useWizard();
  const phone = useMediaQuery('(max-width: 575px)');
  const step = wizard.state.step;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      {phone ? (
        <Progress value={((step + 1) / AIPQ_STEPS.length) * 100} aria-label={t('Step {step} of {count}', { step: step + 1, count: AIPQ_STEPS.length })} mb="md" />
      ) : (
        // The steps cannot be chosen (each needs the one before): shown, not announced; the heading and 'Step N of 6' say where the seller is.
        <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-hidden mb="md">
          {AIPQ_STEPS.map((label) => (
            <Stepper.Step key={label} label={t(label)} allowStepSelect={false} />
          ))}
        </Stepper>
      )}
      <Title order={2} fz="lg" mb={4}>
        {t(AIPQ_STEPS[step] ?? '')}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {t('Step {step} of {count}', { step: step + 1, count: AIPQ_STEPS.length })}
      </Text>
      <StepContent userId={userId} specbookId={specbookId} onSpecbookChanged={onSpecbookChanged} wizard={wizard} />
    </Paper>
  );
}
