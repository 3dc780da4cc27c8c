import { ErpGatewayError } from '#server/lib/erp-gateway/gateway';
import { UnprocessableError } from '#server/lib/http/errors';
import { mapGatewayError } from '#server/modules/erp-connection/erp-connection.service';

/**
 * Runs a gateway read for a request that waits for it (item classes, the ERP customer): a gateway
 * failure answers 422 with the user's message (mapGatewayError); anything else is rethrown.
 */
export async function awaitGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ErpGatewayError) throw new UnprocessableError(mapGatewayError(error));
    throw error;
  }
}
