import { Alert, Badge, Button, Checkbox, Select, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { ZErpMissingCreated, ZErpMissingResult, type TErpMissingResult } from '#shared/schemas/erp';
import { JobProgress, StepActions } from '#client/components/ui/job-progress';
import { startCreateMissing, startMissingCheck, useItemClasses } from '../api/wizard';
import type { TStepProps } from './prices-step';
import { useAutoStart } from './use-auto-start';
import { useErpJobRun } from './use-erp-job-run';
import { useSelection } from './use-selection';
import { t } from '#client/lib/i18n';

type TMissing = TErpMissingResult['missing'][number];

/** What happened to a product once "Create in ERP" ran: created, or failed with the ERP's reason. */
type TOutcome = { created: true } | { created: false; message: string };

type TCreatedResult = z.infer<typeof ZErpMissingCreated>;

/** Each product's outcome after the runs so far (a later run's outcome wins). */
function outcomesOf(results: readonly TCreatedResult[]): ReadonlyMap<number, TOutcome> {
  const outcomes = new Map<number, TOutcome>();
  for (const result of results) {
    for (const c of result.created) outcomes.set(c.joinId, { created: true });
    for (const f of result.failed) outcomes.set(f.joinId, { created: false, message: f.message });
  }
  return outcomes;
}

/** The item class every created product gets (GET {u}/erp/item-classes). */
function ItemClassSelect({ userId, value, onChange, error }: { userId: number; value: string | null; onChange: (v: string | null) => void; error: string | null }) {
  const classes = useItemClasses(userId);
  const data = (classes.data ?? []).map((c) => ({ value: c.id, label: c.description ? `${c.id} — ${c.description}` : c.id }));
  return (
    <Select
      label={t('Item class')}
      placeholder={classes.isPending ? t('Loading…') : t('Choose an item class')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      maw={360}
      error={error ? t(error) : classes.isError ? t('The item classes could not be read from the ERP.') : null}
    />
  );
}

/** The outcome cell of one product. */
function OutcomeBadge({ outcome }: { outcome: TOutcome | undefined }) {
  if (!outcome) return null;
  return outcome.created ? (
    <Badge color="teal" variant="light" size="sm">
      {t('Created')}
    </Badge>
  ) : (
    <Text size="xs" c="red">
      {outcome.message}
    </Text>
  );
}

/** The missing products with checkboxes, the item class and "Create in ERP" (a job, polled). */
function MissingTable({ userId, specbookId, missing }: { userId: number; specbookId: number; missing: TMissing[] }) {
  const selection = useSelection(missing.map((m) => m.joinId));
  const [itemClass, setItemClass] = useState<string | null>(null);
  const [itemClassError, setItemClassError] = useState<string | null>(null);
  const creation = useErpJobRun(userId, ZErpMissingCreated);
  const { run } = creation;
  // Results of earlier "Create in ERP" runs, kept when another starts.
  const [earlier, setEarlier] = useState<readonly TCreatedResult[]>([]);
  const outcomes = useMemo(() => outcomesOf(run.phase === 'succeeded' ? [...earlier, run.result] : earlier), [earlier, run]);
  const toCreate = selection.selected.filter((id) => outcomes.get(id)?.created !== true);
  const create = () => {
    if (!itemClass) {
      setItemClassError(M.itemClassRequired);
      return;
    }
    if (run.phase === 'succeeded') setEarlier((prev) => [...prev, run.result]);
    void creation.start(() => startCreateMissing(userId, specbookId, { itemClass, joinIds: toCreate }));
  };
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label={t('Missing products')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox aria-label={t('Choose every product')} checked={selection.allChosen} indeterminate={selection.someChosen} onChange={selection.toggleAll} />
              </Table.Th>
              <Table.Th>{t('Model')}</Table.Th>
              <Table.Th>{t('Name')}</Table.Th>
              <Table.Th>{t('Manufacturer')}</Table.Th>
              <Table.Th>{t('In the ERP')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {missing.map((m) => (
              <Table.Tr key={m.joinId} data-testid={`erp-missing-${m.modelNumber}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('Choose {model}', { model: m.modelNumber })}
                    checked={selection.isChosen(m.joinId) && outcomes.get(m.joinId)?.created !== true}
                    disabled={outcomes.get(m.joinId)?.created === true}
                    onChange={() => selection.toggle(m.joinId)}
                  />
                </Table.Td>
                <Table.Td>{m.modelNumber}</Table.Td>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>{m.manufacturerName}</Table.Td>
                <Table.Td>
                  <OutcomeBadge outcome={outcomes.get(m.joinId)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ItemClassSelect
        userId={userId}
        value={itemClass}
        error={itemClassError}
        onChange={(value) => {
          setItemClass(value);
          setItemClassError(null);
        }}
      />
      {run.phase === 'running' && <JobProgress label={t('Creating the products in the ERP…')} testId="erp-create-progress" />}
      {run.phase === 'failed' && (
        <Alert color="red" role="alert">
          {t(run.message)}
        </Alert>
      )}
      <StepActions>
        <Button onClick={create} loading={run.phase === 'running'} disabled={toCreate.length === 0}>
          {t('Create in ERP')}
        </Button>
      </StepActions>
    </Stack>
  );
}

/**
 * Step 02 "Check for Missing Products": the check starts when the step opens and is polled; the
 * specs the ERP has no stock item for can be created in it under an item class. A failed check
 * shows the server's message and aborts the wizard (spec §2, §8).
 */
export function MissingStep({ userId, specbookId, onAbort }: Omit<TStepProps, 'onSpecbookChanged'> & { onAbort: (message: string) => void }) {
  const { run, start } = useErpJobRun(userId, ZErpMissingResult);
  const check = useCallback(() => void start(() => startMissingCheck(userId, specbookId)), [start, userId, specbookId]);
  useAutoStart(check);
  const failed = run.phase === 'failed' ? run.message : null;
  useEffect(() => {
    if (failed !== null) onAbort(failed);
  }, [failed, onAbort]);
  if (run.phase !== 'succeeded') return <JobProgress label={t('Looking for the products in the ERP…')} testId="erp-missing-progress" />;
  if (run.result.missing.length === 0) {
    return (
      <Text size="sm" data-testid="erp-missing-none">
        {t('Every product of this specbook is in the ERP.')}
      </Text>
    );
  }
  return <MissingTable userId={userId} specbookId={specbookId} missing={run.result.missing} />;
}
