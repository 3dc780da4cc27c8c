/**
 * Step 03 of the ERP wizard, "Review Customer Details": the specbook's customer as the ERP knows
 * it, through the customer's ERP id (customers.erp_customer_id).
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { customers } from '#server/db/schema/index';
import { UnprocessableError } from '#server/lib/http/errors';
import { gatewayForAccount } from '#server/modules/erp-connection/erp-connection.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpCustomer } from '#shared/schemas/erp';
import { awaitGateway } from './erp-gateway-call';
import type { ErpContext } from './erp-jobs.service';

/**
 * The ERP customer id of the specbook's customer.
 * @throws UnprocessableError (422) noCustomer when the specbook has none; noErpCustomerId when its customer has no ERP id.
 */
export async function erpCustomerIdOf(db: Db | Tx, book: Pick<SpecbookRow, 'accountId' | 'customerId'>): Promise<string> {
  if (book.customerId === null) throw new UnprocessableError(M.noCustomer);
  const [customer] = await db
    .select({ erpCustomerId: customers.erpCustomerId })
    .from(customers)
    .where(and(eq(customers.id, book.customerId), eq(customers.accountId, book.accountId)));
  if (!customer) throw new UnprocessableError(M.noCustomer);
  const erpCustomerId = customer.erpCustomerId?.trim();
  if (!erpCustomerId) throw new UnprocessableError(M.noErpCustomerId);
  return erpCustomerId;
}

/**
 * GET {u}/specbook/{id}/erp/customer: the ERP's record of the specbook's customer (waits for the gateway job).
 * @throws NotFoundError for another account's specbook; UnprocessableError (422) noCustomer,
 *   noErpCustomerId, erpCustomerNotFound, without a connection, or when the gateway fails.
 */
export async function getErpCustomer(ctx: ErpContext, specbookId: number): Promise<TErpCustomer> {
  const book = await requireSpecbook(ctx, specbookId);
  const erpCustomerId = await erpCustomerIdOf(ctx.db, book);
  const gateway = await gatewayForAccount(ctx.db, book.accountId, ctx.erp.settings);
  const customer = await awaitGateway(() => gateway.getCustomer(erpCustomerId));
  if (!customer) throw new UnprocessableError(M.erpCustomerNotFound);
  return customer;
}
