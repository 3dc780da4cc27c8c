import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ZErpBidImport, ZErpBidResult, type TErpBidResult } from '#shared/schemas/erp';
import { JobProgress } from '#client/components/ui/job-progress';
import { zodFieldErrors } from '#client/lib/form-errors';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { startBidImport } from '../api/bid-import';
import { useErpJobRun } from './use-erp-job-run';
import { t } from '#client/lib/i18n';

/** Props of {@link BidImport}. */
export type TBidImportProps = { userId: number; profileId: number; onImported: () => void };

/** The lines of the bid no catalogue spec matched, and the way to the new specbook. */
function Unmatched({ result, onOpen }: { result: TErpBidResult; onOpen: () => void }) {
  return (
    <Stack gap="sm" data-testid="erp-bid-unmatched">
      <Alert color="yellow" title={t('Specbook created; some lines were not matched')}>
        <Text size="sm">{t('These lines have no catalogue spec with their inventory id and were left out.')}</Text>
      </Alert>
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label={t('Unmatched lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Inventory id')}</Table.Th>
              <Table.Th>{t('Description')}</Table.Th>
              <Table.Th ta="right">{t('Quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.unmatched.map((line) => (
              <Table.Tr key={line.inventoryId}>
                <Table.Td>{line.inventoryId}</Table.Td>
                <Table.Td>{line.description ?? '—'}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={onOpen}>{t('Open the specbook')}</Button>
      </Group>
    </Stack>
  );
}

/** The dialog's content: the opportunity id, the job polled, then the new specbook (or its unmatched lines first). */
function BidImportForm({ userId, profileId, onImported }: TBidImportProps) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { opportunityId: '' }, validate: (values) => zodFieldErrors(ZErpBidImport, values) });
  const { run, start } = useErpJobRun(userId, ZErpBidResult);
  const result = run.phase === 'succeeded' ? run.result : null;
  useEffect(() => {
    if (!result) return;
    onImported();
    if (result.unmatched.length === 0) void navigate(manageSpecbookPath(result.specbookId));
  }, [result, onImported, navigate]);
  if (result && result.unmatched.length > 0) return <Unmatched result={result} onOpen={() => void navigate(manageSpecbookPath(result.specbookId))} />;
  const running = run.phase === 'running' || result !== null;
  return (
    <form onSubmit={form.onSubmit((values) => void start(() => startBidImport(userId, profileId, values)))} noValidate aria-label={t('Import bid from ERP')}>
      <Stack gap="sm">
        <TextInput
          label={t('Opportunity id')}
          description={t('The ERP opportunity (bid) to turn into a specbook of this profile.')}
          data-autofocus
          withAsterisk
          {...form.getInputProps('opportunityId')}
          error={form.errors.opportunityId ? t(String(form.errors.opportunityId)) : undefined}
        />
        {running && <JobProgress label={t('Importing the bid from the ERP…')} testId="erp-bid-progress" />}
        {run.phase === 'failed' && (
          <Alert color="red" role="alert">
            {t(run.message)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={running}>
            {t('Import')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Import bid from ERP" on a profile page: a dialog asking for the opportunity id (spec §2, §7). */
export function BidImport(props: TBidImportProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setOpened(true)}>
        {t('Import bid from ERP')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('Import bid from ERP')}>
        {opened && <BidImportForm {...props} />}
      </Modal>
    </>
  );
}
