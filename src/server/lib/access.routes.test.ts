import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { specbookNamed, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { dropFlag, dropRole, grantFlag, grantRole, requester } from '#server/modules/invoices/invoices.test-kit';
import { canUse } from '#shared/lib/access';
import { ACCESS_MESSAGES } from '#shared/lib/access-messages';
import { BOARD_MESSAGES } from '#shared/lib/board-messages';
import { SPECMARKET_MESSAGES } from '#shared/lib/specmarket';

/** The gates docs/decisions/067 added: each refuses with 403 and its message when its role or flag is off, and answers when on. */
let t: TestServer;
let req: ReturnType<typeof requester>;
const SELLER = 'seller@specfolio.test';
const ADMIN = 'admin@specfolio.test';
const PRO = 'pro@specfolio.test';
const OTHER = 'other@specfolio.test';
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const u = (email: string) => `/api/v4/user/${ids[email]}`;
const call = (method: 'GET' | 'POST', email: string | null, path: string, body?: unknown) => req(method, path, email === null ? null : (tokens[email] ?? null), body);

/** Expects a 403 with `message`. */
async function expectRefused(answer: Promise<{ statusCode: number; body: string; json: () => { message: string } }>, message: string): Promise<void> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().message).toBe(message);
}

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  for (const email of [SELLER, ADMIN, PRO, OTHER]) {
    [tokens[email], ids[email]] = await Promise.all([t.login(email), userIdOf(t, email)]);
  }
});
afterAll(() => t.close());

describe('canUse', () => {
  it('needs every role and every flag of the gate', () => {
    expect(canUse({ roleNames: ['accounting_tab'], features: ['useInvoicing'] }, 'accounting')).toBe(true);
    expect(canUse({ roleNames: ['accounting_tab'], features: [] }, 'accounting')).toBe(false);
    expect(canUse({ roleNames: [], features: ['useInvoicing'] }, 'accounting')).toBe(false);
    expect(canUse({ roleNames: ['ROLE_PRO'], features: [] }, 'marketplaceBuyer')).toBe(false);
    expect(canUse({ roleNames: ['ROLE_PRO', 'ROLE_SPECMARKET_BUYER'], features: [] }, 'marketplaceBuyer')).toBe(true);
  });
});

describe('usePurchaseOrder: purchase orders', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', null, `${u(SELLER)}/purchaseorder`)).statusCode).toBe(401);
  });

  it('lists with the flag and refuses every call without it', async () => {
    expect((await call('GET', SELLER, `${u(SELLER)}/purchaseorder`)).statusCode).toBe(200);
    await dropFlag(t, SELLER, 'usePurchaseOrder');
    try {
      const sb = await specbookNamed(t, 'Johnson Master Bath');
      await expectRefused(call('GET', SELLER, `${u(SELLER)}/purchaseorder`), ACCESS_MESSAGES.purchaseOrders);
      await expectRefused(call('GET', SELLER, `${u(SELLER)}/specbook/${sb.id}/purchaseorders`), ACCESS_MESSAGES.purchaseOrders);
      await expectRefused(call('POST', SELLER, `${u(SELLER)}/specbook/${sb.id}/purchaseorders/calculate`, { calculatePurchaseOrdersRequest: {} }), ACCESS_MESSAGES.purchaseOrders);
    } finally {
      await grantFlag(t, SELLER, 'usePurchaseOrder');
    }
  });
});

describe('useJobPipelines: job pipelines boards', () => {
  it('lists boards with the flag; refuses reads and writes without it', async () => {
    expect((await call('GET', SELLER, `${u(SELLER)}/board`)).statusCode).toBe(200);
    await expectRefused(call('GET', OTHER, `${u(OTHER)}/board`), BOARD_MESSAGES.notEnabled);
    await expectRefused(call('POST', OTHER, `${u(OTHER)}/board`, { createBoardRequest: { Board: { name: 'Harbor jobs' } } }), BOARD_MESSAGES.notEnabled);
    await expectRefused(call('GET', OTHER, `${u(OTHER)}/board/1/lanes`), BOARD_MESSAGES.notEnabled);
  });

  it('opens to a user once the flag is granted', async () => {
    await grantFlag(t, OTHER, 'useJobPipelines');
    try {
      const made = await call('POST', OTHER, `${u(OTHER)}/board`, { createBoardRequest: { Board: { name: 'Harbor jobs' } } });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().data.name).toBe('Harbor jobs');
    } finally {
      await dropFlag(t, OTHER, 'useJobPipelines');
    }
  });
});

describe('accounting_tab: the account-wide invoice list', () => {
  it('lists for accounting_tab users whose account invoices', async () => {
    const res = await call('GET', SELLER, `${u(SELLER)}/invoices`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('refuses the account-wide list without accounting_tab, but still lists one specbook’s invoices', async () => {
    await expectRefused(call('GET', ADMIN, `${u(ADMIN)}/invoices`), ACCESS_MESSAGES.accounting);
    const sb = await specbookNamed(t, 'Johnson Master Bath');
    expect((await call('GET', ADMIN, `${u(ADMIN)}/invoices?specbook=${sb.id}`)).statusCode).toBe(200);
  });
});

describe('ROLE_IBOOK: price features', () => {
  const updatable = (email: string, id: number) => `${u(email)}/specbook/${id}/specs/updatable?priceGroup=none`;

  it('reviews prices with the role; 404 for another account’s specbook', async () => {
    const lakeside = await specbookNamed(t, 'Johnson Master Bath');
    const harbor = await specbookNamed(t, 'Bayview Unit Fixtures');
    const res = await call('GET', SELLER, updatable(SELLER, lakeside.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('summary');
    expect((await call('GET', SELLER, updatable(SELLER, harbor.id))).statusCode).toBe(404);
  });

  it('refuses the review, bulk update, refresh and raw update without the role', async () => {
    const sb = await specbookNamed(t, 'Johnson Master Bath');
    const base = `${u(SELLER)}/specbook/${sb.id}/specs`;
    await dropRole(t, SELLER, 'ROLE_IBOOK');
    try {
      await expectRefused(call('GET', SELLER, updatable(SELLER, sb.id)), ACCESS_MESSAGES.priceFeatures);
      await expectRefused(call('POST', SELLER, `${base}/prices/bulk`, {}), ACCESS_MESSAGES.priceFeatures);
      await expectRefused(call('POST', SELLER, `${base}/prices/refresh`, {}), ACCESS_MESSAGES.priceFeatures);
    } finally {
      await grantRole(t, SELLER, 'ROLE_IBOOK');
    }
  });
});

describe('ROLE_SPECMARKET_BUYER: the cart', () => {
  it('opens the cart for a buyer with role 11', async () => {
    const res = await call('GET', PRO, `${u(PRO)}/cart`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses the cart without the buyer role, and without role 11 first', async () => {
    await expectRefused(call('GET', SELLER, `${u(SELLER)}/cart`), SPECMARKET_MESSAGES.marketplaceRoleRequired);
    await dropRole(t, PRO, 'ROLE_SPECMARKET_BUYER');
    try {
      await expectRefused(call('GET', PRO, `${u(PRO)}/cart`), ACCESS_MESSAGES.marketplaceBuyer);
    } finally {
      await grantRole(t, PRO, 'ROLE_SPECMARKET_BUYER');
    }
  });
});
