import { Alert, Anchor, Button, Group, Paper, Progress, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ERP_MESSAGES as M, ERP_STEPS } from '#shared/lib/erp';
import type { TErpSubmitResult } from '#shared/schemas/erp';
import { allComplete, currentIndex, nextStatuses, previousStatuses, startStatuses, type TStepStatuses } from '../lib/wizard-steps';
import { CustomerStep, type TErpIdFlags } from './customer-step';
import { MissingStep } from './missing-step';
import { PricesStep } from './prices-step';
import { t } from '#client/lib/i18n';

/** Props of {@link ErpWizard}. */
export type TErpWizardProps = {
  userId: number;
  specbookId: number;
  flags: TErpIdFlags;
  /** Where the specbook's manage page is (after the submission). */
  specbookPath: string;
  /** The specbook's prices changed (the manage page refetches them). */
  onSpecbookChanged: () => void;
};

/** The wizard's state: the steps' statuses, why it was aborted, what the submission answered; `run` renews the steps on Reset. */
type TWizardState = { statuses: TStepStatuses; aborted: string | null; submitted: TErpSubmitResult | null; run: number };

const START: TWizardState = { statuses: startStatuses(), aborted: null, submitted: null, run: 0 };

/** The wizard's state and its moves (spec §4: Next, Previous, Reset; an abort; the submission). */
function useErpWizard() {
  const [state, setState] = useState<TWizardState>(START);
  return {
    state,
    next: useCallback(() => setState((prev) => ({ ...prev, statuses: nextStatuses(prev.statuses) })), []),
    previous: useCallback(() => setState((prev) => ({ ...prev, statuses: previousStatuses(prev.statuses) })), []),
    reset: useCallback(() => setState((prev) => ({ ...START, run: prev.run + 1 })), []),
    abort: useCallback((message: string) => setState((prev) => ({ ...START, aborted: message, run: prev.run + 1 })), []),
    submitted: useCallback((result: TErpSubmitResult) => setState((prev) => ({ ...prev, submitted: result, statuses: nextStatuses(prev.statuses) })), []),
  };
}

/** The submission's answer: the opportunity id, created or updated. */
function Submitted({ result, specbookPath }: { result: TErpSubmitResult; specbookPath: string }) {
  // The id is shown in bold inside the sentence: the translation is split at its placeholder.
  const sentence = result.created ? t('Opportunity {id} created in the ERP.') : t('Opportunity {id} updated in the ERP.');
  const [before, after] = sentence.split('{id}');
  return (
    <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t(M.submitted)} data-testid="erp-submitted">
      <Text size="sm">
        {before}
        <strong data-testid="erp-opportunity-id">{result.opportunityId}</strong>
        {after}
      </Text>
      <Anchor component={Link} to={specbookPath} size="sm">
        {t('Back to the specbook')}
      </Anchor>
    </Alert>
  );
}

/** The steps as a stepper on wide screens, a progress bar on a phone; each step's status is in its data-status. */
function StepsHeader({ statuses }: { statuses: TStepStatuses }) {
  const phone = useMediaQuery('(max-width: 575px)');
  const done = allComplete(statuses);
  const index = currentIndex(statuses);
  if (phone) return <Progress value={((done ? ERP_STEPS.length : index + 1) / ERP_STEPS.length) * 100} aria-hidden mb="md" />;
  return (
    // Shown, not announced: the heading says where the seller is.
    <Stepper active={done ? ERP_STEPS.length : index} size="sm" allowNextStepsSelect={false} aria-hidden mb="md">
      {ERP_STEPS.map((step, i) => (
        <Stepper.Step key={step.id} label={step.id} description={t(step.title)} allowStepSelect={false} data-status={statuses[i]} data-testid={`erp-step-${step.id}`} />
      ))}
    </Stepper>
  );
}

/**
 * The ERP integration wizard (spec/business-records.md §2, §4): 01 price updates, 02 missing
 * products, 03 customer details and submission. Next completes a step, Previous goes back, Reset
 * starts over; a failed missing-products check or submission aborts it with the server's message.
 */
export function ErpWizard({ userId, specbookId, flags, specbookPath, onSpecbookChanged }: TErpWizardProps) {
  const wizard = useErpWizard();
  const { statuses, aborted, submitted, run } = wizard.state;
  const index = currentIndex(statuses);
  const step = ERP_STEPS[index] ?? ERP_STEPS[0];
  let content: ReactNode;
  if (submitted) content = <Submitted result={submitted} specbookPath={specbookPath} />;
  else if (index === 0) content = <PricesStep userId={userId} specbookId={specbookId} onSpecbookChanged={onSpecbookChanged} />;
  else if (index === 1) content = <MissingStep userId={userId} specbookId={specbookId} onAbort={wizard.abort} />;
  else content = <CustomerStep userId={userId} specbookId={specbookId} flags={flags} onSubmitted={wizard.submitted} onAbort={wizard.abort} />;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <StepsHeader statuses={statuses} />
      {aborted && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('The ERP wizard stopped')} role="alert" data-testid="erp-aborted">
          <Text size="sm" mb="sm">
            {t(aborted)}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={wizard.reset}>
            {t('Start again')}
          </Button>
        </Alert>
      )}
      {!aborted && (
        <>
          <Title order={2} fz="lg" mb={4}>
            {step.id} {t(step.title)}
          </Title>
          <Text size="xs" c="dimmed" mb="md">
            {t('Step {step} of {count}', { step: index + 1, count: ERP_STEPS.length })}
          </Text>
          <div key={`${run}-${index}`}>{content}</div>
          <Group justify="space-between" mt="lg" wrap="wrap" gap="sm">
            <Button variant="subtle" color="gray" onClick={wizard.reset}>
              {t('Reset')}
            </Button>
            <Group gap="sm">
              {index > 0 && !submitted && (
                <Button variant="default" onClick={wizard.previous}>
                  {t('Previous')}
                </Button>
              )}
              {index < ERP_STEPS.length - 1 && <Button onClick={wizard.next}>{t('Next')}</Button>}
            </Group>
          </Group>
        </>
      )}
    </Paper>
  );
}
