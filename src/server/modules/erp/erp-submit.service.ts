/**
 * Submitting a specbook to the ERP (docs/decisions/058): the request checks the writer / sales-rep
 * flags, the specs and the customer, then bumps the specbook's submission version and records the
 * 'submit' job in one transaction. The job, one at a time per specbook, creates the opportunity
 * under `sb-{id}-submit-v{n}` (persisted first) or, when the specbook has one, reads it fresh and
 * sends ONE PATCH with the whole change set.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { specbooks } from '#server/db/schema/index';
import type { AuthUser } from '#server/lib/context';
import type { ErpGateway, ErpOpportunityCreate } from '#server/lib/erp-gateway/gateway';
import { NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { gatewayForAccount } from '#server/modules/erp-connection/erp-connection.service';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { ERP_LIMITS, ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpCustomerInfo, TErpSubmit, TErpSubmitResult } from '#shared/schemas/erp';
import { erpCustomerIdOf } from './erp-customer.service';
import { insertErpJob, queueErpJob, specbookOfJob, type ErpContext, type ErpJobRow, type ErpJobRun } from './erp-jobs.service';
import { recordErpRequest, submitKey } from './erp-requests';
import { loadErpSpecs } from './erp-specs';
import { lineChanges, wantedLines } from './opportunity-lines';

/** What a 'submit' job carries. */
interface SubmitInput {
  /** The submission version this job sends (its idempotency key). */
  version: number;
  customerInfo: TErpCustomerInfo;
  /** The opportunity's Owner: the sales rep id, else the writer id. */
  owner?: string;
}

const flag = (user: AuthUser, name: string) => user.features.includes(`erpIntegration.${name}`);

/**
 * The Owner from the writer and sales-rep ids, as the user's flags say: a field counts when its
 * flag (or its …Required flag) is on, is required with …Required, and the writer id is upper-cased
 * with writerIdToUpper.
 * @throws ValidationError (400) writerIdRequired / salesRepIdRequired.
 */
function ownerOf(user: AuthUser, request: TErpSubmit['submitSpecbookRequest']): string | undefined {
  const writerOn = flag(user, 'writerId') || flag(user, 'writerIdRequired');
  const salesRepOn = flag(user, 'salesRepId') || flag(user, 'salesRepIdRequired');
  if (flag(user, 'writerIdRequired') && !request.writerId) throw ValidationError.field('submitSpecbookRequest.writerId', M.writerIdRequired);
  if (flag(user, 'salesRepIdRequired') && !request.salesRepId) throw ValidationError.field('submitSpecbookRequest.salesRepId', M.salesRepIdRequired);
  const writerId = writerOn && request.writerId ? (flag(user, 'writerIdToUpper') ? request.writerId.toUpperCase() : request.writerId) : undefined;
  return (salesRepOn ? request.salesRepId : undefined) ?? writerId;
}

/**
 * POST {u}/specbook/{id}/erp/submit: checks, then bumps erp_submission_version and records the
 * 'submit' job in one transaction, and queues it.
 * @throws NotFoundError for another account's specbook; ValidationError (400) for a required writer
 *   or sales-rep id; UnprocessableError (422) noSpecs, noCustomer, noErpCustomerId, or without a connection.
 */
export async function startSubmit(ctx: ErpContext, specbookId: number, body: TErpSubmit): Promise<ErpJobRow> {
  const book = await requireSpecbook(ctx, specbookId);
  const owner = ownerOf(ctx.user, body.submitSpecbookRequest);
  if ((await loadErpSpecs(ctx.db, book)).length === 0) throw new UnprocessableError(M.noSpecs);
  await erpCustomerIdOf(ctx.db, book);
  await gatewayForAccount(ctx.db, book.accountId, ctx.erp.settings);
  const row = await ctx.db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(specbooks)
      .set({ erpSubmissionVersion: sql`${specbooks.erpSubmissionVersion} + 1` })
      .where(eq(specbooks.id, book.id))
      .returning({ version: specbooks.erpSubmissionVersion });
    if (!bumped) throw new NotFoundError();
    const input: SubmitInput = { version: bumped.version, customerInfo: body.submitSpecbookRequest.customerInfo, owner };
    return insertErpJob(tx, 'submit', { accountId: book.accountId, userId: ctx.user.id, specbookId: book.id }, input);
  });
  return queueErpJob(ctx, row);
}

/** Drops an object whose fields are all unset. */
function present<T extends object>(value: T): T | undefined {
  return Object.values(value).some((field) => field !== undefined) ? value : undefined;
}

/** The opportunity's header: subject, business account, owner, contact and address of the reviewed customer info. */
function headerOf(name: string, erpCustomerId: string, input: SubmitInput): Omit<ErpOpportunityCreate, 'Products'> {
  const info = input.customerInfo;
  const address = info.shippingAddress;
  return {
    Subject: name.slice(0, ERP_LIMITS.gatewayStringMax),
    BusinessAccount: erpCustomerId,
    Owner: input.owner,
    ContactInformation: present({ FirstName: info.customerFirstName, LastName: info.customerLastName, Email: info.customerEmail, Phone1: info.customerPhone }),
    Address: present({
      AddressLine1: address.addressLine1,
      AddressLine2: address.addressLine2,
      City: address.city,
      State: address.stateId,
      PostalCode: address.zipCode,
      Country: address.countryId,
    }),
  };
}

/** Serialises the submissions of one specbook for the transaction (the gateway coalesces updates: the latest body wins). */
async function lockSubmissions(tx: Tx, specbookId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('erp-submit'), ${specbookId})`);
}

/** Sends the specbook to the opportunity it already has; false when the ERP no longer knows it. */
async function resubmit(gateway: ErpGateway, opportunityId: string, header: Omit<ErpOpportunityCreate, 'Products'>, lines: ReturnType<typeof wantedLines>): Promise<boolean> {
  const current = await gateway.getOpportunity(opportunityId);
  if (!current) return false;
  const changes = lineChanges(current.Products, lines);
  await gateway.updateOpportunity(opportunityId, changes.length > 0 ? { ...header, Products: changes } : header);
  return true;
}

/**
 * The 'submit' job: under the specbook's submission lock, creates the opportunity or updates the
 * one it has (a fresh read, then one PATCH), and records the opportunity id and the time.
 */
export async function runSubmit({ db, job, gateway }: ErpJobRun): Promise<TErpSubmitResult> {
  const input = job.input as SubmitInput;
  const scope = specbookOfJob(job);
  return db.transaction(async (tx) => {
    await lockSubmissions(tx, scope.id);
    const [book] = await tx.select().from(specbooks).where(eq(specbooks.id, scope.id));
    if (!book) throw new UnprocessableError(M.noSpecs);
    const lines = wantedLines(await loadErpSpecs(tx, scope));
    if (lines.length === 0) throw new UnprocessableError(M.noSpecs);
    const header = headerOf(book.name, await erpCustomerIdOf(tx, book), input);
    const erp = await gateway();
    const sent =
      book.erpOpportunityId !== null && (await resubmit(erp, book.erpOpportunityId, header, lines))
        ? { opportunityId: book.erpOpportunityId, created: false }
        : { opportunityId: await createOpportunity(db, erp, job, { ...header, Products: lines }, input.version), created: true };
    await tx.update(specbooks).set({ erpOpportunityId: sent.opportunityId, erpSubmittedAt: sql`now()` }).where(eq(specbooks.id, scope.id));
    return sent;
  });
}

/** Creates the opportunity under the submission's key, persisted (committed) before the call. */
async function createOpportunity(db: Db, erp: ErpGateway, job: ErpJobRow, body: ErpOpportunityCreate, version: number): Promise<string> {
  const key = submitKey(specbookOfJob(job).id, version);
  await recordErpRequest(db, job.accountId, key, 'create_opportunity');
  return erp.createOpportunity(body, key);
}
