import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { parsePdf } from '#server/test/pdf';
import { makePdf, multipart, PNG_1X1 } from '#server/test/upload-fixtures';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES as M, proposalOpenPath } from '#shared/lib/quote-documents-messages';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number; accountId: number; userId: number };
let otherSb: { id: number; accountId: number; userId: number };

type Method = 'GET' | 'POST' | 'DELETE';
const req = (method: Method, url: string, token: string | null = seller, extra: { payload?: Buffer | object; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...extra.headers }, ...(extra.payload ? { payload: extra.payload } : {}) });
const path = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/proposal`;
const upload = (data: Buffer, token: string | null = seller, url = path(), filename = 'Harper proposal.pdf', contentType = 'application/pdf') =>
  req('POST', url, token, multipart({}, { proposal: { filename, contentType, data } }));
const linkOf = async (token = seller, url = path()) => {
  const res = await req('POST', `${url}/link`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; expiresAt: string };
};
const storedKey = async () => (await sqlOne<{ key: string } | undefined>(t, 'select storage_key as key from specbook_proposals where specbook_id = $1', [sb.id]))?.key;
const hasProposal = async () => (await req('GET', `/api/v4/user/${sellerId}/specbook/${sb.id}`)).json().data.hasProposal as boolean;

/** An e-Specbook viewer session of `specbook` (a team member's link exchanged). */
async function viewerOf(specbookId: number): Promise<string> {
  const res = await req('POST', `/api/v4/user/${sellerId}/specbook/${specbookId}/team`, seller, {
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Ellen Client', emailAddress: `ellen.${specbookId}@example.com` } } },
  });
  expect(res.statusCode).toBe(201);
  const token = new URL(res.json().data.links.especbook).searchParams.get('token');
  const jwt = await req('POST', '/api/v1/auth/especbooks', null, { payload: { token, specbookId } });
  expect(jwt.statusCode).toBe(200);
  return jwt.json().data;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Harper Residence Selections');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
});
afterAll(() => t.close());

describe('proposal upload', () => {
  it('answers 401 without a token', async () => {
    expect((await upload(makePdf('Proposal'), null)).statusCode).toBe(401);
    expect((await req('DELETE', path(), null)).statusCode).toBe(401);
    expect((await req('POST', `${path()}/link`, null)).statusCode).toBe(401);
  });

  it("answers 400 'Unable to import proposal file' for a file that is not a PDF, a broken PDF or no file", async () => {
    const png = await upload(PNG_1X1, seller, path(), 'renamed.pdf');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ message: M.importFailed, errors: [{ field: 'proposal', message: M.notPdf }] });
    const broken = await upload(Buffer.from('%PDF-1.4 nothing else'));
    expect(broken.json()).toMatchObject({ message: M.importFailed, errors: [{ field: 'proposal', message: M.unreadable }] });
    const none = await req('POST', path(), seller, multipart({ note: 'x' }));
    expect(none.json()).toMatchObject({ message: M.importFailed, errors: [{ message: M.required }] });
    expect(await hasProposal()).toBe(false);
  });

  it('answers 400 for a file over the size limit', async () => {
    const big = Buffer.concat([makePdf('Big'), Buffer.alloc(PROPOSAL_LIMITS.maxMb * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(M.tooLarge);
  });

  it("answers 404 for another account's specbook", async () => {
    expect((await upload(makePdf('X'), other, path(otherId, sb.id))).statusCode).toBe(404);
    expect((await upload(makePdf('X'), seller, path(sellerId, otherSb.id))).statusCode).toBe(404);
    expect((await req('DELETE', path(otherId, sb.id), other)).statusCode).toBe(404);
    expect((await req('POST', `${path(sellerId, otherSb.id)}/link`)).statusCode).toBe(404);
  });

  it('stores the PDF, sets hasProposal and answers its name, size and pages', async () => {
    const pdf = makePdf('Harper Proposal One');
    const res = await upload(pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ specbookId: sb.id, fileName: 'Harper proposal.pdf', size: pdf.length, pageCount: 1 });
    expect(await hasProposal()).toBe(true);
    expect((await req('GET', path())).json().data.fileName).toBe('Harper proposal.pdf');
  });

  it('replaces an earlier proposal and removes its file', async () => {
    const before = await storedKey();
    expect((await upload(makePdf('Harper Proposal Two'), seller, path(), 'v2')).json().data.fileName).toBe('v2.pdf');
    const after = await storedKey();
    expect(after).not.toBe(before);
    expect(await t.app.storage.exists(before!)).toBe(false);
    const { url } = await linkOf();
    expect((await parsePdf((await req('GET', url, null)).rawPayload)).text).toBe('Harper Proposal Two');
  });
});

describe('proposal download', () => {
  it('opens the PDF in the window for a signed link, without a bearer header', async () => {
    const { url, expiresAt } = await linkOf();
    expect(url).toMatch(new RegExp(`^/download/proposal/${sb.id}\\?token=`));
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(PROPOSAL_LIMITS.linkSeconds * 1000);
    const res = await req('GET', url, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="v2.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect((await parsePdf(res.rawPayload)).pageCount).toBe(1);
  });

  it('answers 401 (a short page) without a token, with a forged, expired or session token, or for another specbook', async () => {
    const { url } = await linkOf();
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const other = await linkOf();
    const otherToken = new URL(other.url, 'http://x').searchParams.get('token')!;
    const cases = [
      `/download/proposal/${sb.id}`,
      `/download/proposal/${sb.id}?token=${token.slice(0, -3)}abc`,
      `/download/proposal/${sb.id}?token=${seller}`,
      `/download/proposal/${otherSb.id}?token=${token}`,
    ];
    for (const address of cases) {
      const res = await req('GET', address, null);
      expect(res.statusCode, address).toBe(401);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(M.linkInvalid);
    }
    // Past the link's lifetime.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (PROPOSAL_LIMITS.linkSeconds + 5) * 1000);
      expect((await req('GET', `/download/proposal/${sb.id}?token=${otherToken}`, null)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the way forward on the expired-link page: the app page that asks for a fresh link', async () => {
    const bookmark = await req('GET', `/download/proposal/${sb.id}`, null);
    expect(bookmark.statusCode).toBe(401);
    expect(bookmark.body).toContain(`<a href="${proposalOpenPath(sb.id)}">${M.reopenLink}</a>`);
    expect(bookmark.body).toContain('Clients: open your e-Specbook link and choose Download Proposal there.');
    for (const odd of ['abc', '0', '99999999999']) {
      const res = await req('GET', `/download/proposal/${odd}`, null);
      expect(res.statusCode, odd).toBe(401);
      expect(res.body).not.toContain('<a ');
    }
  });

  it("gives the specbook's e-Specbook viewers a link, and other specbooks' viewers none", async () => {
    const viewer = await viewerOf(sb.id);
    const { url } = await linkOf(viewer);
    expect((await req('GET', url, null)).statusCode).toBe(200);
    const sibling = await sqlOne<{ id: number }>(t, `select id from specbooks where account_id = $1 and id <> $2 order by id limit 1`, [sb.accountId, sb.id]);
    const outsider = await viewerOf(sibling.id);
    expect((await req('POST', `${path()}/link`, outsider)).statusCode).toBe(404);
    expect((await req('DELETE', path(), viewer)).statusCode).toBe(404);
    expect((await upload(makePdf('nope'), viewer)).statusCode).toBe(404);
  });

  it('removal clears hasProposal, deletes the file and ends earlier links', async () => {
    const { url } = await linkOf();
    const key = await storedKey();
    expect((await req('DELETE', path())).statusCode).toBe(204);
    expect(await hasProposal()).toBe(false);
    expect(await t.app.storage.exists(key!)).toBe(false);
    expect((await req('GET', url, null)).statusCode).toBe(404);
    expect((await req('POST', `${path()}/link`)).statusCode).toBe(404);
    expect((await req('DELETE', path())).statusCode).toBe(204);
  });
});

describe('deleting a specbook', () => {
  it('removes its stored proposal file with it, and leaves other specbooks’ proposals alone', async () => {
    const doomed = await sqlOne<{ id: number }>(
      t,
      `insert into specbooks (account_id, user_id, profile_id, name) select account_id, user_id, profile_id, 'Short-lived Book' from specbooks where id = $1 returning id`,
      [sb.id],
    );
    expect((await upload(makePdf('doomed'), seller, path(sellerId, doomed.id))).statusCode).toBe(200);
    expect((await upload(makePdf('kept'))).statusCode).toBe(200);
    const keyOf = async (id: number) => (await sqlOne<{ key: string }>(t, 'select storage_key as key from specbook_proposals where specbook_id = $1', [id])).key;
    const [doomedKey, keptKey] = [await keyOf(doomed.id), await keyOf(sb.id)];
    expect(await t.app.storage.exists(doomedKey)).toBe(true);

    const res = await req('DELETE', `/api/v4/user/${sellerId}/specbook/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.storage.exists(doomedKey)).toBe(false);
    expect(await sqlOne(t, 'select 1 from specbook_proposals where specbook_id = $1', [doomed.id])).toBeUndefined();
    expect(await t.app.storage.exists(keptKey)).toBe(true);
    // Another account cannot delete it (404) and nothing of theirs is touched.
    expect((await req('DELETE', `/api/v4/user/${otherId}/specbook/${sb.id}?forceDelete=true`, other)).statusCode).toBe(404);
    expect(await t.app.storage.exists(keptKey)).toBe(true);
  });
});
