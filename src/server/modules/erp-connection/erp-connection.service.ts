/**
 * An account's ERP connection (docs/decisions/058): the gateway URL and the API key sealed with
 * lib/secrets, never answered. Saved and tested by the account's users; read by the ERP services
 * only through {@link gatewayForAccount}, which builds the connector (whose address guard checks
 * the URL again on every call).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { erpConnections } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { hostOf, resolveCheckedAddress } from '#server/lib/erp-gateway/address-guard';
import { createErpGateway } from '#server/lib/erp-gateway/client';
import { ErpGatewayError, type ErpGateway, type ErpSettings } from '#server/lib/erp-gateway/gateway';
import { UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { loadSecretsKey, openSecret, sealSecret } from '#server/lib/secrets';
import { pathUser } from '#server/modules/notifications/scope';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpConnection, TErpTestResult } from '#shared/schemas/erp';

type ConnectionRow = typeof erpConnections.$inferSelect;

function toConnection(row: ConnectionRow | undefined): TErpConnection {
  if (!row) return { baseUrl: null, hasKey: false, lastTest: null };
  const lastTest =
    row.lastTestOk === null || !row.lastTestedAt ? null : { ok: row.lastTestOk, message: row.lastTestMessage ?? '', testedAt: row.lastTestedAt.toISOString() };
  return { baseUrl: row.baseUrl, hasKey: true, lastTest };
}

async function connectionRow(db: Db, accountId: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(erpConnections).where(eq(erpConnections.accountId, accountId));
  return row;
}

/**
 * The user's message for a failed gateway call: ERP_MESSAGES.unauthorized / unreachable /
 * timedOut / rateLimited / baseUrlRefused, or the gateway's own failure text when a job failed.
 */
export function mapGatewayError(error: unknown): string {
  if (!(error instanceof ErpGatewayError)) return M.gatewayFailed;
  switch (error.code) {
    case 'unauthorized':
      return M.unauthorized;
    case 'unreachable':
      return M.unreachable;
    case 'timedOut':
      return M.timedOut;
    case 'rateLimited':
      return M.rateLimited;
    case 'refused':
      return M.baseUrlRefused;
    case 'failed':
      return error.message || M.gatewayFailed;
    default:
      return M.gatewayFailed;
  }
}

/** The stored API key; a key sealed under another SECRETS_KEY cannot be opened and must be entered again (422 apiKeyRequired). */
async function openStoredKey(db: Db, sealed: string): Promise<string> {
  const key = await loadSecretsKey(db);
  try {
    return openSecret(sealed, key);
  } catch {
    throw new UnprocessableError(M.apiKeyRequired, [{ field: 'apiKey', message: M.apiKeyRequired }]);
  }
}

/**
 * The gateway of `accountId`'s connection.
 * @throws UnprocessableError (422, ERP_MESSAGES.notConfigured) when the account has no connection, apiKeyRequired when its key cannot be opened.
 */
export async function gatewayForAccount(db: Db, accountId: number, settings: ErpSettings): Promise<ErpGateway> {
  const row = await connectionRow(db, accountId);
  if (!row) throw new UnprocessableError(M.notConfigured);
  const apiKey = await openStoredKey(db, row.apiKeySealed);
  return createErpGateway({ baseUrl: row.baseUrl, apiKey }, settings);
}

/** The connection of the path user's account (GET {u}/account/erp). */
export async function getErpConnection(ctx: ServiceContext, userIdParam: string): Promise<TErpConnection> {
  const owner = await pathUser(ctx, userIdParam);
  return toConnection(await connectionRow(ctx.db, owner.accountId));
}

/**
 * Refuses a gateway URL the address guard refuses (link-local, metadata, unspecified; loopback
 * unless allowed). A host that does not resolve now may be saved: the test says it is unreachable.
 */
async function checkBaseUrl(baseUrl: string, settings: ErpSettings): Promise<void> {
  try {
    await resolveCheckedAddress(hostOf(new URL(baseUrl)), settings.allowLoopback);
  } catch (error) {
    if (error instanceof ErpGatewayError && error.code === 'refused') throw new UnprocessableError(M.baseUrlRefused, [{ field: 'baseUrl', message: M.baseUrlRefused }]);
  }
}

/**
 * Saves the connection (PUT {u}/account/erp): the URL, and the key sealed when one is given (an
 * omitted key keeps the stored one; the first save needs it). A change clears the last test.
 * @throws ValidationError apiKeyRequired; UnprocessableError baseUrlRefused.
 */
export async function saveErpConnection(
  ctx: ServiceContext,
  userIdParam: string,
  input: { baseUrl: string; apiKey?: string },
  settings: ErpSettings,
): Promise<TErpConnection> {
  const owner = await pathUser(ctx, userIdParam);
  const current = await connectionRow(ctx.db, owner.accountId);
  if (!current && !input.apiKey) throw ValidationError.field('apiKey', M.apiKeyRequired);
  await checkBaseUrl(input.baseUrl, settings);
  const apiKeySealed = input.apiKey ? sealSecret(input.apiKey, await loadSecretsKey(ctx.db)) : (current?.apiKeySealed ?? '');
  const values = { baseUrl: input.baseUrl, apiKeySealed, lastTestOk: null, lastTestMessage: null, lastTestedAt: null, updatedBy: ctx.user.id, updatedAt: new Date() };
  const [row] = await ctx.db
    .insert(erpConnections)
    .values({ accountId: owner.accountId, ...values })
    .onConflictDoUpdate({ target: erpConnections.accountId, set: values })
    .returning();
  return toConnection(row);
}

/**
 * Tests the connection (POST {u}/account/erp/test): a cheap authenticated read through the
 * connector; the outcome is stored as the last test and answered (ok false with the user's message).
 * @throws UnprocessableError notConfigured when there is no connection.
 */
export async function testErpConnection(ctx: ServiceContext, userIdParam: string, settings: ErpSettings): Promise<TErpTestResult> {
  const owner = await pathUser(ctx, userIdParam);
  const gateway = await gatewayForAccount(ctx.db, owner.accountId, settings);
  const result = await gateway.ping().then(
    (): TErpTestResult => ({ ok: true, message: M.connectionOk }),
    (error: unknown): TErpTestResult => ({ ok: false, message: mapGatewayError(error) }),
  );
  await ctx.db
    .update(erpConnections)
    .set({ lastTestOk: result.ok, lastTestMessage: result.message, lastTestedAt: new Date() })
    .where(eq(erpConnections.accountId, owner.accountId));
  return result;
}
