import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { assignBody, roomBody, updateBody, workspace, type Workspace } from './workspace.test-helpers';

/** PATCH {u}/specbook/{id}/specs/{joinId}/finish: the More Options page's finish (docs/decisions/082). */

let t: TestServer;
let w: Workspace;
let specsPath: string;
/** Aquaterra's vessel faucet in Brushed Nickel (389.00) and Matte Black (419.00): one group. */
let nickel: number;
let black: number;
/** A global spec of another group. */
let stranger: number;
beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  specsPath = `/specbook/${w.specbookId}/specs`;
  const idOf = async (model: string) => (await w.q<{ id: number }>('select id from specs where model_number = $1 and account_id is null', [model]))[0]!.id;
  nickel = await idOf('AQ-4512-BN');
  black = await idOf('AQ-4512-MB');
  stranger = (await w.q<{ id: number }>("select id from specs where account_id is null and base_model is distinct from 'AQ-4512' order by id limit 1"))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await w.q('delete from spec_specbooks');
  await w.q('delete from categories');
});

const finishBody = (id: unknown) => updateBody({ finish: { id } });
const finishPath = (joinId: number | string, specbookId = w.specbookId) => `/specbook/${specbookId}/specs/${joinId}/finish`;

/** The nickel faucet in two rooms of the seller's specbook (quantities 2 and 3). */
async function nickelInTwoRooms(): Promise<{ bath: number; powder: number; first: number; second: number }> {
  const room = async (name: string) => (await w.api('POST', `/specbook/${w.specbookId}/categories`, roomBody(name))).json().data.id as number;
  const bath = await room('Bath');
  const powder = await room('Powder');
  const first = (await w.api('POST', specsPath, assignBody(nickel, bath, 2))).json().data.id as number;
  const second = (await w.api('POST', specsPath, assignBody(nickel, powder, 3))).json().data.id as number;
  return { bath, powder, first, second };
}

describe('PATCH …/specs/{joinId}/finish', () => {
  it('moves every placement of the spec to the variant, keeping rooms, quantities, status and name, and derives the sale price again', async () => {
    const { bath, powder, first, second } = await nickelInTwoRooms();
    await w.api('PATCH', `${specsPath}/${first}`, updateBody({ status: { value: 'approved' }, name: 'Guest faucet' }));
    expect((await w.api('PATCH', `${specsPath}/${first}/price`, { fieldType: 'multiplier', fieldValue: '0.5' })).statusCode).toBe(200);
    const comment = await w.api('POST', `${specsPath}/${first}/comments`, { createSpecSpecbookCommentRequest: { Comment: { body: 'Matte please' } } });

    const res = await w.api('PATCH', finishPath(first), finishBody(black));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: first,
      joinID: first,
      specID: black,
      categoryID: bath,
      qty: 2,
      name: 'Guest faucet',
      modelNumber: 'AQ-4512-MB',
      finishName: 'Matte Black',
      status: { value: 'approved' },
      price: { list: '419.00', sale: '209.50' },
    });
    const other = (await w.api('GET', `${specsPath}/${second}`)).json().data;
    expect(other).toMatchObject({ specID: black, categoryID: powder, qty: 3, price: { list: '419.00' } });
    expect(comment.statusCode, comment.body).toBeLessThan(300);
    const comments = (await w.api('GET', `${specsPath}/${first}/comments`)).json().data as { body: string }[];
    expect(comments.map((c) => c.body)).toContain('Matte please');
  });

  it('keeps a list price the seller changed, and leaves other specbooks alone', async () => {
    const { first } = await nickelInTwoRooms();
    await w.api('PATCH', `${specsPath}/${first}/price`, { fieldType: 'price', fieldValue: '500' });
    const book2 = (await w.q<{ id: number }>('select id from specbooks where account_id = (select account_id from specbooks where id = $1) and id <> $1 order by id limit 1', [w.specbookId]))[0]!.id;
    const elsewhere = (await w.api('POST', `/specbook/${book2}/specs`, assignBody(nickel, null))).json().data.id as number;

    const res = await w.api('PATCH', finishPath(first), finishBody(black));
    expect(res.json().data).toMatchObject({ specID: black, price: { list: '500.00' } });
    expect((await w.api('GET', `/specbook/${book2}/specs/${elsewhere}`)).json().data.specID).toBe(nickel);
  });

  it('answers the spec unchanged for its own finish', async () => {
    const { first } = await nickelInTwoRooms();
    const res = await w.api('PATCH', finishPath(first), finishBody(nickel));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ specID: nickel, price: { list: '389.00' } });
  });

  it('answers 422 for a spec outside the group or another account’s own variant', async () => {
    const { first } = await nickelInTwoRooms();
    const res = await w.api('PATCH', finishPath(first), finishBody(stranger));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.finishNotInGroup);
    const [mfr] = await w.q<{ manufacturer_id: number }>('select manufacturer_id from specs where id = $1', [nickel]);
    const [otherAccount] = await w.q<{ account_id: number }>("select account_id from users where email = 'other@specfolio.test'");
    const [theirs] = await w.q<{ id: number }>(
      "insert into specs (account_id, manufacturer_id, model_number, base_model, name, finish, list_price) values ($1, $2, 'AQ-4512-GD', 'AQ-4512', 'Gold faucet', 'Gold', 450) returning id",
      [otherAccount!.account_id, mfr!.manufacturer_id],
    );
    expect((await w.api('PATCH', finishPath(first), finishBody(theirs!.id))).statusCode).toBe(422);
    expect((await w.api('GET', `${specsPath}/${first}`)).json().data.specID).toBe(nickel);
    await w.q('delete from specs where id = $1', [theirs!.id]);
  });

  it('neither lists nor accepts an archived variant', async () => {
    const { first } = await nickelInTwoRooms();
    await w.q('update specs set archived = true where id = $1', [black]);
    try {
      const finishes = (await w.api('GET', `/specs/${nickel}/finishes`)).json().data as { id: number }[];
      expect(finishes.map((f) => f.id)).toEqual([nickel]);
      expect((await w.api('PATCH', finishPath(first), finishBody(black))).statusCode).toBe(422);
    } finally {
      await w.q('update specs set archived = false where id = $1', [black]);
    }
  });

  it('answers 400 with the message without a finish id', async () => {
    const { first } = await nickelInTwoRooms();
    for (const body of [finishBody('black'), updateBody({}), finishBody(0)]) {
      const res = await w.api('PATCH', finishPath(first), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(M.finishRequired);
    }
  });

  it('answers 404 for another account’s specbook or placement, and 401 without a token', async () => {
    const { first } = await nickelInTwoRooms();
    const other = { token: w.otherToken, userId: w.otherUserId };
    const theirs = (await w.api('POST', `/specbook/${w.otherSpecbookId}/specs`, assignBody(nickel, null), other)).json().data.id as number;
    expect((await w.api('PATCH', finishPath(theirs, w.otherSpecbookId), finishBody(black))).statusCode).toBe(404);
    expect((await w.api('PATCH', finishPath(theirs), finishBody(black))).statusCode).toBe(404);
    expect((await w.api('PATCH', finishPath(first), finishBody(black), other)).statusCode).toBe(404);
    expect((await w.api('PATCH', finishPath(first), finishBody(black), null)).statusCode).toBe(401);
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/specs/${theirs}`, undefined, other)).json().data.specID).toBe(nickel);
  });
});
