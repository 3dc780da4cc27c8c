import { Menu } from '@mantine/core';
import { IconFileExport, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveFile } from '#client/lib/save-file';
import { erpWizardPath } from '#client/lib/specbook-route';
import { toastFailure } from '#client/lib/toasts';
import { exportForErp } from '../api/export';
import { t } from '#client/lib/i18n';

/** The flag that offers "Export for ERP" (spec §6). */
export const ERP_EXPORT_FLAG = 'erpIntegration.canExportspecbooks';

/** The file the export is saved as (spec §9 "CSV export file name"). */
const EXPORT_FILE_NAME = 'Exported Specbook.csv';

/**
 * The ERP entries of the manage page's Documents menu: "Send to ERP" (the wizard) and, with the
 * export flag, "Export for ERP" (the CSV download).
 */
export function ErpMenuItems({ userId, specbookId, features }: { userId: number; specbookId: number; features: readonly string[] }) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportForErp(userId, specbookId), EXPORT_FILE_NAME);
    } catch (error) {
      toastFailure(error, t('The specbook could not be exported for the ERP.'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Menu.Label>ERP</Menu.Label>
      <Menu.Item leftSection={<IconSend size={16} />} component={Link} to={erpWizardPath(specbookId)}>
        {t('Send to ERP')}
      </Menu.Item>
      {features.includes(ERP_EXPORT_FLAG) && (
        <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void download()} disabled={exporting}>
          {t('Export for ERP')}
        </Menu.Item>
      )}
    </>
  );
}
