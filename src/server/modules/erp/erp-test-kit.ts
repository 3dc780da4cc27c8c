/**
 * Shared set-up of the ERP wizard's route tests: the app on a fresh database, the fake gateway of
 * spec/erp-gateway.md on loopback, the seller's connection to it (PUT {u}/account/erp), a specbook
 * of three catalogue specs in two rooms with a customer that has an ERP id, and helpers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { startFakeErpGateway, type FakeErpGateway } from '#server/test/fakes/erp-gateway';
import { createTestServer, type TestServer } from '#server/test/server';
import { assignBody, roomBody, workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import type { TErpJob } from '#shared/schemas/erp';

/** A spec placed in the kit's specbook. */
export interface KitSpec {
  joinId: number;
  specId: number;
  modelNumber: string;
}

/** What every ERP route test needs. */
export interface ErpKit {
  t: TestServer;
  w: Workspace;
  fake: FakeErpGateway;
  /** The seller's "ERP Test Book": Kitchen (specs 0, 1) and Bath (spec 2), customer with erpCustomerId C000777. */
  specbookId: number;
  kitchenId: number;
  bathId: number;
  customerId: number;
  specs: KitSpec[];
  /** Saves the seller's connection to the fake (or to `baseUrl` / `apiKey`). */
  connect(apiKey?: string): Promise<void>;
  /** Polls a job (its Location) until it has ended. */
  finished(location: string): Promise<TErpJob>;
  /** An e-Specbook viewer of the kit's specbook. */
  viewer(): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}

/** The ERP customer id of the kit's customer. */
export const KIT_ERP_CUSTOMER = 'C000777';

async function placeSpecs(w: Workspace, specbookId: number, rooms: number[]): Promise<KitSpec[]> {
  const catalogue = await w.q<{ id: number; model_number: string }>(
    "select id, model_number from specs where account_id is null and model_number <> '' order by id limit 3",
  );
  const placed: KitSpec[] = [];
  for (const [index, spec] of catalogue.entries()) {
    const room = rooms[index === 2 ? 1 : 0]!;
    const res = await w.api('POST', `/specbook/${specbookId}/specs`, assignBody(spec.id, room, index + 1));
    placed.push({ joinId: res.json().data.id, specId: spec.id, modelNumber: spec.model_number });
  }
  return placed;
}

/** Starts the server and the fake, and builds the specbook (not yet connected). */
export async function erpKit(): Promise<ErpKit> {
  const t = await createTestServer();
  const w = await workspace(t);
  const fake = await startFakeErpGateway({ jobDelayMs: 10, coalesceMs: 30 });
  const [profile] = await w.q<{ id: number }>("select id from profiles where name = 'Johnson Residence'");
  const book = await w.api('POST', '/specbook', { createSpecbookRequest: { Specbook: { name: 'ERP Test Book', profile: { id: profile!.id } } } });
  const specbookId = book.json().data.id as number;
  const kitchenId = (await w.api('POST', `/specbook/${specbookId}/categories`, roomBody('Kitchen'))).json().data.id as number;
  const bathId = (await w.api('POST', `/specbook/${specbookId}/categories`, roomBody('Bath'))).json().data.id as number;
  const specs = await placeSpecs(w, specbookId, [kitchenId, bathId]);
  const customer = await w.api('POST', '/customer', { createCustomerRequest: { Customer: { name: 'Erp Customer' } } });
  const customerId = customer.json().data.id as number;
  await w.q('update customers set erp_customer_id = $1 where id = $2', [KIT_ERP_CUSTOMER, customerId]);
  await w.q('update specbooks set customer_id = $1 where id = $2', [customerId, specbookId]);
  return {
    t,
    w,
    fake,
    specbookId,
    kitchenId,
    bathId,
    customerId,
    specs,
    async connect(apiKey = fake.apiKey) {
      const res = await w.api('PUT', '/account/erp', { erpConnection: { baseUrl: fake.url, apiKey } });
      if (res.statusCode !== 200) throw new Error(`connection not saved: ${res.statusCode} ${res.body}`);
    },
    async finished(location) {
      for (let attempt = 0; attempt < 200; attempt++) {
        const res = await t.app.inject({ method: 'GET', url: location, headers: { authorization: `Bearer ${w.token}` } });
        const job = res.json().data as TErpJob;
        if (job.status === 'succeeded' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`job ${location} did not end`);
    },
    async viewer() {
      const member = await w.api('POST', `/specbook/${specbookId}/team`, {
        createTeamMemberRequest: { TeamMember: { name: 'Vera Viewer', emailAddress: 'vera.viewer@example.com' } },
      });
      const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
      const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId } });
      return { token: exchange.json().data as string, userId: w.userId };
    },
    async close() {
      await fake.close();
      await t.close();
    },
  };
}

/** The Location of a 202 answer, after checking the status. */
export function locationOf(res: LightMyRequestResponse): string {
  if (res.statusCode !== 202) throw new Error(`expected 202, got ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}
