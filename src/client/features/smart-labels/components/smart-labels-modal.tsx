import { Button, Center, Checkbox, Divider, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { emptySelection, selectedJoinIds, type TCategorySelection } from '#shared/lib/category-selection';
import { CategorySelectionTree } from '#client/components/ui/category-selection-tree';
import { labelSheets } from '#shared/lib/smart-label-selection';
import { saveFile } from '#client/lib/save-file';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { printSmartLabels, useLabelRooms, type TLabelSpec } from '../api/smart-labels';
import { t, tPlural } from '#client/lib/i18n';

/** How long the 'Generating Smart Labels...' toast may stay (spec §2.10). */
export const GENERATING_TOAST_MS = 30_000;

/** Props of {@link SmartLabelsModal}. */
export type TSmartLabelsModalProps = {
  userId: number;
  specbookId: number;
  opened: boolean;
  onClose: () => void;
};

/** 'n labels' (M.labelsCount in the current language). */
function labelsCount(n: number): string {
  return tPlural(n, '1 label', '{count} labels');
}

/** How many label sheets the selection prints (M.sheetNote in the current language). */
function sheetNote(pages: number): string {
  return tPlural(pages, 'Avery 5163 label sheets (2" × 4", 10 per Letter page): 1 sheet.', 'Avery 5163 label sheets (2" × 4", 10 per Letter page): {count} sheets.');
}

/** The selection tree's words (M.selectAll, M.selectedCount) in the current language. */
function treeLabels() {
  return {
    selectAll: t(M.selectAll),
    selectedCount: (selected: number, total: number) => t('{selected} of {total} selected', { selected, total }),
  };
}

/** One spec's checkbox: its name, with manufacturer and model number below. */
function SpecOption({ spec, checked, onChange }: { spec: TLabelSpec; checked: boolean; onChange: (checked: boolean) => void }) {
  const details = [spec.manufacturerName, spec.modelNumber].filter(Boolean).join(' · ');
  return <Checkbox checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} label={spec.name} description={details || undefined} />;
}

/** Prints the labels with the §2.10 toasts and saves "Labels.pdf"; true when it worked. */
async function printWithToasts(userId: number, specbookId: number, selection: TCategorySelection): Promise<boolean> {
  const id = notifications.show({ message: t(M.generating), loading: true, autoClose: GENERATING_TOAST_MS, withCloseButton: false });
  try {
    const pdf = await printSmartLabels(userId, specbookId, selection);
    notifications.hide(id);
    saveFile(pdf, M.labelsFileName);
    toastSuccess(M.generated);
    return true;
  } catch (err) {
    notifications.hide(id);
    toastError(t('Error: {message}', { message: t(err instanceof Error ? err.message : String(err)) }));
    return false;
  }
}

/**
 * The Smart Labels modal (spec §2.10): the specbook's rooms, each with a checkbox and its specs
 * with theirs, Select all and counts; Print makes "Labels.pdf" (one QR label per selected spec).
 * The selection follows the shared model (include-by-default per room, select-all flag).
 */
export function SmartLabelsModal({ userId, specbookId, opened, onClose }: TSmartLabelsModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const rooms = useLabelRooms(userId, specbookId, opened);
  const [selection, setSelection] = useState<TCategorySelection>(emptySelection);
  const [printing, setPrinting] = useState(false);
  const labelRooms = useMemo(
    () => (rooms.data ?? []).filter((room) => room.specs.length > 0).map((room) => ({ ...room, joinIds: room.specs.map((spec) => spec.joinID) })),
    [rooms.data],
  );
  const total = labelRooms.reduce((n, room) => n + room.joinIds.length, 0);
  const selectedIds = useMemo(() => new Set(selectedJoinIds(selection, labelRooms)), [selection, labelRooms]);
  const selected = selectedIds.size;
  const labels = treeLabels();
  const close = () => {
    setSelection(emptySelection());
    onClose();
  };
  const print = async () => {
    setPrinting(true);
    const done = await printWithToasts(userId, specbookId, selection);
    setPrinting(false);
    if (done) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(M.modalTitle)} size="lg" fullScreen={phone} centered closeButtonProps={{ 'aria-label': t('Close') }}>
      {rooms.isPending ? (
        <Center mih={160}>
          <Loader />
        </Center>
      ) : total === 0 ? (
        <Text c="dimmed">{t(M.noSpecs)}</Text>
      ) : (
        <Stack gap="md">
          <CategorySelectionTree
            rooms={labelRooms}
            selection={selection}
            onChange={setSelection}
            labels={labels}
            renderSpec={(spec, checked, onSpec) => <SpecOption spec={spec} checked={checked} onChange={onSpec} />}
            wrapRooms={(list) => (
              <ScrollArea.Autosize mah={phone ? 'calc(100dvh - 260px)' : '55vh'} type="auto" offsetScrollbars>
                {list}
              </ScrollArea.Autosize>
            )}
          />
          <Divider />
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
              {selected > 0 ? sheetNote(labelSheets(selected)) : labelsCount(0)}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('Cancel')}
              </Button>
              <Button leftSection={<IconPrinter size={16} />} disabled={selected === 0} loading={printing} onClick={() => void print()}>
                {t('Print ({labels})', { labels: labelsCount(selected) })}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
