import { Alert, Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { formatMoney } from '#shared/lib/money';
import { ZErpPricesResult, type TErpPriceDifference } from '#shared/schemas/erp';
import { JobProgress, StepActions, StepFailure } from '#client/components/ui/job-progress';
import { toastSuccess } from '#client/lib/toasts';
import { applyErpPrices, startPricesCheck } from '../api/wizard';
import { useAutoStart } from './use-auto-start';
import { failureMessage, useErpJobRun } from './use-erp-job-run';
import { useSelection } from './use-selection';
import { t, useLocale } from '#client/lib/i18n';

/** Props of a wizard step. */
export type TStepProps = { userId: number; specbookId: number; onSpecbookChanged: () => void };

/** A money cell: "$12.50", or a dash when not set. */
function Money({ value }: { value: string | null }) {
  const locale = useLocale();
  return <>{value === null ? '—' : formatMoney(value, locale)}</>;
}

/** The differences with a checkbox each, "Update prices" taking the ERP's for the chosen ones. */
function DifferencesTable({ userId, specbookId, differences, onSpecbookChanged }: TStepProps & { differences: TErpPriceDifference[] }) {
  const selection = useSelection(differences.map((d) => d.joinId));
  const [updated, setUpdated] = useState<ReadonlySet<number>>(new Set());
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async () => {
    setApplying(true);
    setError(null);
    try {
      const answer = await applyErpPrices(userId, specbookId, { joinIds: selection.selected });
      setUpdated((prev) => new Set([...prev, ...answer.updated]));
      selection.drop(answer.updated);
      toastSuccess(t(M.pricesUpdated));
      onSpecbookChanged();
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setApplying(false);
    }
  };
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label={t('Price differences')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox aria-label={t('Choose every spec')} checked={selection.allChosen} indeterminate={selection.someChosen} onChange={selection.toggleAll} />
              </Table.Th>
              <Table.Th>{t('Model')}</Table.Th>
              <Table.Th>{t('Name')}</Table.Th>
              <Table.Th ta="right">{t('List price')}</Table.Th>
              <Table.Th ta="right">{t('ERP MSRP')}</Table.Th>
              <Table.Th ta="right">{t('Sale price')}</Table.Th>
              <Table.Th ta="right">{t('ERP price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differences.map((d) => (
              <Table.Tr key={d.joinId} data-testid={`erp-price-${d.modelNumber}`}>
                <Table.Td>
                  {updated.has(d.joinId) ? (
                    <Badge color="teal" variant="light" size="xs">
                      {t('Updated')}
                    </Badge>
                  ) : (
                    <Checkbox aria-label={t('Choose {model}', { model: d.modelNumber })} checked={selection.isChosen(d.joinId)} onChange={() => selection.toggle(d.joinId)} />
                  )}
                </Table.Td>
                <Table.Td>{d.modelNumber}</Table.Td>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td ta="right">
                  <Money value={d.listPrice} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={d.msrp} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={d.salePrice} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={d.erpPrice} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Alert color="red" role="alert">
          {t(error)}
        </Alert>
      )}
      <StepActions>
        <Button onClick={() => void apply()} loading={applying} disabled={selection.selected.length === 0}>
          {t('Update prices')}
        </Button>
      </StepActions>
    </Stack>
  );
}

/**
 * Step 01 "Checking Price Updates": the prices check starts when the step opens and is polled;
 * the specs whose list or sale price differ from the ERP's MSRP or price are listed to update.
 * A failed check can be run again (or the step skipped with Next).
 */
export function PricesStep(props: TStepProps) {
  const { userId, specbookId } = props;
  const { run, start } = useErpJobRun(userId, ZErpPricesResult);
  const check = useCallback(() => void start(() => startPricesCheck(userId, specbookId)), [start, userId, specbookId]);
  useAutoStart(check);
  if (run.phase === 'failed') return <StepFailure title={t('The prices could not be checked')} message={t(run.message)} action={{ label: t('Try again'), onClick: check }} />;
  if (run.phase !== 'succeeded') return <JobProgress label={run.phase === 'running' && run.job?.status === 'running' ? t('Comparing prices with the ERP…') : t('Waiting to start…')} testId="erp-prices-progress" />;
  if (run.result.differences.length === 0) {
    return (
      <Text size="sm" data-testid="erp-prices-none">
        {t('Every price matches the ERP.')}
      </Text>
    );
  }
  return <DifferencesTable {...props} differences={run.result.differences} />;
}
