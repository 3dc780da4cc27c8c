import { CsvImportModal } from '#client/components/ui/csv-import-modal';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';
import { startCsvImport } from '../api/specbook-csv';
import { t, tPlural } from '#client/lib/i18n';

/** Props of {@link ImportCsvModal}. */
export type TImportCsvModalProps = {
  userId: number;
  specbookId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once when an import has completed (the manage page refreshes its rooms, specs, totals). */
  onImported: () => void;
};

const HINT = 'The first line names the columns: at least Manufacturer and Model Number; Room, Quantity, List Price, Sale Price and Status are read when present.';

function roomsCreated({ counts }: TSpecbookImport): string | null {
  if (counts.roomsCreated === 0) return null;
  return tPlural(counts.roomsCreated, 'One room was created.', '{count} rooms were created.');
}

/** Import CSV into a specbook (spec/business-records.md §7): the shared CSV import modal on the specbook's import. */
export function ImportCsvModal({ userId, specbookId, ...props }: TImportCsvModalProps) {
  return <CsvImportModal {...props} hint={t(HINT)} resultNote={roomsCreated} start={(file, separator) => startCsvImport(userId, specbookId, file, separator)} />;
}
