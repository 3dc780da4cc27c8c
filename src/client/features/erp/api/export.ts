import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { apiBlob } from '#client/lib/api-blob';
import { specbookErpBase } from './keys';

/** Export for ERP (docs/decisions/058): GET {u}/specbook/{id}/erp/export, the CSV of an ERP opportunity import. */
export async function exportForErp(userId: number, specbookId: number): Promise<Blob> {
  return apiBlob(`${specbookErpBase(userId, specbookId)}/export`, { accept: 'text/csv', failedMessage: M.gatewayFailed });
}
