import { Button, Group, Modal, Portal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useState } from 'react';
import {
  QUOTE_PDF_DEFAULTS,
  QUOTE_PDF_GROUPS,
  QUOTE_PDF_FLAG_LABELS,
  QUOTE_PDF_MESSAGES as M,
  type TQuotePdfFlag,
} from '#shared/lib/quote-documents-messages';
import type { TQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
import { usePdfJobDownload } from '#client/lib/use-pdf-job-download';
import { createQuotePdf } from '../api/quote-pdf';
import { t } from '#client/lib/i18n';

/** Props of {@link QuotePdfModal}. */
export type TQuotePdfModalProps = {
  userId: number;
  specbookId: number;
  specbookName: string;
  opened: boolean;
  onClose: () => void;
};

/** The twelve switches and Download; mounted only while open, so each opening starts from the defaults. */
function QuoteOptions({ userId, specbookId, specbookName, onClose }: Omit<TQuotePdfModalProps, 'opened'>) {
  const [options, setOptions] = useState<TQuotePdfOptions>(QUOTE_PDF_DEFAULTS);
  const [building, setBuilding] = useState(false);
  const { follow, job } = usePdfJobDownload();
  const set = (flag: TQuotePdfFlag, on: boolean) => setOptions((o) => ({ ...o, [flag]: on }));
  const download = async () => {
    setBuilding(true);
    const fileName = M.fileName(specbookName);
    try {
      const result = await createQuotePdf(userId, specbookId, options);
      if (result.kind === 'file') saveFile(result.blob, fileName);
      // A large specbook's quote is a PDF job (202): followed with the shared overlay.
      const saved = result.kind === 'file' || (await follow({ userId, fileName, failedMessage: M.createFailed }, result.job.id));
      if (saved) onClose();
    } catch {
      toastError(M.createFailed);
    } finally {
      setBuilding(false);
    }
  };
  return (
    <Stack gap="md">
      {job && (
        <Portal>
          <GeneratingPdfOverlay progress={job.progress} step={job.step} />
        </Portal>
      )}
      <Text size="sm" c="dimmed">
        {t(M.intro)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg" verticalSpacing="md">
        {QUOTE_PDF_GROUPS.map((group) => (
          <Stack key={group.title} gap="xs" role="group" aria-label={t(group.title)}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t(group.title)}
            </Text>
            {group.flags.map((flag) => (
              <ToggleSwitch key={flag} label={t(QUOTE_PDF_FLAG_LABELS[flag])} checked={options[flag]} disabled={building} onChange={(e) => set(flag, e.currentTarget.checked)} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onClose} disabled={building}>
          {t(M.cancel)}
        </Button>
        <Button loading={building} onClick={() => void download()}>
          {t(M.download)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Quote PDF modal (spec §2.11, §3 "Quote PDF options"): the twelve options as labelled
 * switches (prices, images, totals, model numbers and brand on at first), Download with a spinner
 * while the PDF is built; saved as "{specbook name} - Quote.pdf", 'Could not create pdf' on failure.
 */
export function QuotePdfModal({ opened, ...rest }: TQuotePdfModalProps) {
  return (
    <Modal opened={opened} onClose={rest.onClose} title={t(M.modalTitle)} size="lg" closeButtonProps={{ 'aria-label': t('Close') }}>
      <QuoteOptions {...rest} />
    </Modal>
  );
}
