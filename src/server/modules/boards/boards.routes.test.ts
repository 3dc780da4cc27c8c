import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import { grantFlag } from '#server/modules/invoices/invoices.test-kit';
import { bearer, sqlOne, specbookNamed, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  // Harbor's user gets job pipelines, so that another account's boards answer 404 rather than 403 (decision 067).
  await grantFlag(t, 'other@specfolio.test', 'useJobPipelines');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const u = (user = sellerId) => `/api/v4/user/${user}`;
const req = (method: Method, url: string, token: string | null = seller, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const laneBody = (Lane: object) => ({ createLaneRequest: { Lane } });
const placeBody = (Specbook: object) => ({ addBoardSpecbookRequest: { Specbook } });

interface Lane {
  id: number;
  name: string;
  position: string;
  specbookCount: number;
}
interface Card {
  id: number;
  name: string;
  lane: { id: number; name: string };
  position: string;
}

async function newBoard(name: string, lanes: string[] = ['One', 'Two', 'Three']): Promise<{ id: number; lanes: Lane[] }> {
  const res = await req('POST', `${u()}/board`, seller, { createBoardRequest: { Board: { name, lanes } } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function cards(boardId: number, query = ''): Promise<Card[]> {
  const res = await req('GET', `${u()}/board/${boardId}/specbooks${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function demoBoard(): Promise<{ id: number; lanes: Lane[] }> {
  const list = (await req('GET', `${u()}/board`)).json().data as { id: number; isDefault: boolean }[];
  return (await req('GET', `${u()}/board/${list.find((b) => b.isDefault)!.id}`)).json().data;
}

/** A fresh specbook of the demo seller, for tests that move it around. */
async function freshSpecbook(name: string): Promise<number> {
  const profile = await sqlOne<{ id: number }>(t, 'select id from profiles where user_id = $1 order by id limit 1', [sellerId]);
  const res = await req('POST', `${u()}/specbook`, seller, { createSpecbookRequest: { Specbook: { name, profile: { id: profile.id } } } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('boards', () => {
  it('answers 401 without a token on every path', async () => {
    const calls: [Method, string][] = [
      ['GET', '/board'],
      ['POST', '/board'],
      ['GET', '/board/1'],
      ['PATCH', '/board/1'],
      ['DELETE', '/board/1'],
      ['GET', '/board/1/lanes'],
      ['POST', '/board/1/lanes'],
      ['PATCH', '/board/1/lanes/1'],
      ['DELETE', '/board/1/lanes/1'],
      ['GET', '/board/1/specbooks'],
      ['POST', '/board/1/specbooks'],
      ['POST', '/board/1/specbooks/filter'],
      ['PATCH', '/board/1/specbooks/1'],
      ['DELETE', '/board/1/specbooks/1'],
    ];
    for (const [method, path] of calls) expect((await req(method, `${u()}${path}`, null, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
  });

  it("seeds the showroom's default board with its stages and the demo jobs in them", async () => {
    const list = (await req('GET', `${u()}/board`)).json().data;
    expect(list[0]).toMatchObject({ name: 'Showroom jobs', isDefault: true });
    const board = await demoBoard();
    expect(board.lanes.map((l) => l.name)).toEqual(['Lead', 'Quoting', 'Approved', 'Ordered', 'Installed']);
    const all = await cards(board.id);
    expect(all.filter((c) => c.lane.name === 'Quoting').map((c) => c.name)).toEqual(['Oak Street Guest Bath', 'Johnson Powder Room']);
    expect((await req('GET', `${u(otherId)}/board`, other)).json().data).toEqual([]);
  });

  it("answers a card's value from the specbook's quoted totals, with its approved share and counts", async () => {
    const board = await demoBoard();
    const card = (await cards(board.id)).find((c) => c.name === 'Johnson Master Bath') as Card & Record<string, unknown>;
    const totals = (await req('GET', `${u()}/specbook/${card.id}/totals?types=quoted,approved`)).json().data;
    expect(card.value).toBe(totals.quoted.sale);
    expect(card.approvedValue).toBe(totals.approved.sale);
    const share = Number(totals.quoted.sale) > 0 ? Math.round((Number(totals.approved.sale) * 100) / Number(totals.quoted.sale)) : 0;
    expect(card.approvedShare).toBe(share);
    expect(card).toMatchObject({ board: { id: board.id, name: 'Showroom jobs' }, openAlertCount: expect.any(Number), teamMemberCount: expect.any(Number) });
  });

  it('creates, renames and removes a board; refuses a bad name with the message', async () => {
    const empty = await req('POST', `${u()}/board`, seller, { createBoardRequest: { Board: { name: '  ' } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.nameRequired);
    const long = await req('POST', `${u()}/board`, seller, { createBoardRequest: { Board: { name: 'x'.repeat(101) } } });
    expect(long.json().message).toBe(M.boardNameTooLong);
    const board = await newBoard('Commercial jobs', []);
    expect(board.lanes).toEqual([]);
    const renamed = await req('PATCH', `${u()}/board/${board.id}`, seller, { updateBoardRequest: { Board: { name: 'Contract jobs' } } });
    expect(renamed.json().data).toMatchObject({ name: 'Contract jobs', isDefault: false });
    expect((await req('DELETE', `${u()}/board/${board.id}`)).statusCode).toBe(200);
    expect((await req('GET', `${u()}/board/${board.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's board on every path", async () => {
    const board = await demoBoard();
    const lane = board.lanes[0]!.id;
    const card = (await cards(board.id))[0]!.id;
    const b = `${u(otherId)}/board/${board.id}`;
    const calls: [Method, string, object?][] = [
      ['GET', b],
      ['PATCH', b, { updateBoardRequest: { Board: { name: 'Mine' } } }],
      ['DELETE', `${b}?forceDelete=true`],
      ['GET', `${b}/lanes`],
      ['POST', `${b}/lanes`, laneBody({ name: 'Mine' })],
      ['PATCH', `${b}/lanes/${lane}`, { updateLaneRequest: { Lane: { name: 'Mine' } } }],
      ['DELETE', `${b}/lanes/${lane}`],
      ['GET', `${b}/specbooks`],
      ['POST', `${b}/specbooks/filter`, { updateBoardSpecbooksRequest: { filter: {} } }],
      ['PATCH', `${b}/specbooks/${card}`, placeBody({ lane: { id: lane } })],
      ['DELETE', `${b}/specbooks/${card}`],
    ];
    for (const [method, url, payload] of calls) expect((await req(method, url, other, payload)).statusCode, `${method} ${url}`).toBe(404);
    expect((await cards(board.id)).some((c) => c.id === card)).toBe(true);
  });
});

describe('lanes', () => {
  it('adds lanes at the end or after a lane, renames and reorders with one row written', async () => {
    const board = await newBoard('Lane order');
    const [one, two, three] = board.lanes;
    const bad = await req('POST', `${u()}/board/${board.id}/lanes`, seller, laneBody({ name: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.nameRequired);
    expect((await req('POST', `${u()}/board/${board.id}/lanes`, seller, laneBody({ name: 'x'.repeat(51) }))).json().message).toBe(M.laneNameTooLong);
    const last = (await req('POST', `${u()}/board/${board.id}/lanes`, seller, laneBody({ name: 'Four' }))).json().data;
    const between = await req('POST', `${u()}/board/${board.id}/lanes`, seller, laneBody({ name: 'One and a half', after: one!.id }));
    expect(between.statusCode).toBe(201);
    const moved = await req('PATCH', `${u()}/board/${board.id}/lanes/${three!.id}`, seller, { updateLaneRequest: { Lane: { name: 'Third', after: null } } });
    expect(moved.json().data).toMatchObject({ name: 'Third' });
    const lanes = (await req('GET', `${u()}/board/${board.id}/lanes`)).json().data as Lane[];
    expect(lanes.map((l) => l.name)).toEqual(['Third', 'One', 'One and a half', 'Two', 'Four']);
    expect(lanes.find((l) => l.id === two!.id)!.position).toBe(two!.position);
    expect(lanes.find((l) => l.id === last.id)!.position).toBe(last.position);
  });

  it('asks (412) where the specbooks of a removed lane go, then moves them in the same call', async () => {
    const board = await newBoard('Lane removal');
    const [from, to] = board.lanes;
    const ids = [await freshSpecbook('Lane removal A'), await freshSpecbook('Lane removal B')];
    for (const id of ids) expect((await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: from!.id } }))).statusCode).toBe(201);
    const asked = await req('DELETE', `${u()}/board/${board.id}/lanes/${from!.id}`);
    expect(asked.statusCode).toBe(412);
    expect(asked.json().message).toBe(M.laneHasSpecbooks(2));
    const otherBoard = await newBoard('Elsewhere');
    const wrong = await req('DELETE', `${u()}/board/${board.id}/lanes/${from!.id}?moveTo=${otherBoard.lanes[0]!.id}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.laneNotOnBoard);
    const done = await req('DELETE', `${u()}/board/${board.id}/lanes/${from!.id}?moveTo=${to!.id}`);
    expect(done.json().data).toEqual({ id: from!.id, moved: 2 });
    expect((await cards(board.id)).map((c) => [c.id, c.lane.id])).toEqual(ids.map((id) => [id, to!.id]));
    const empty = await req('DELETE', `${u()}/board/${board.id}/lanes/${board.lanes[2]!.id}`);
    expect(empty.statusCode).toBe(200);
  });
});

describe('specbooks on a board', () => {
  it('adds a specbook, refuses a lane of another board and another account\'s specbook', async () => {
    const board = await newBoard('Adding');
    const id = await freshSpecbook('Adding one');
    const otherLane = (await demoBoard()).lanes[0]!.id;
    const wrongLane = await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: otherLane } }));
    expect(wrongLane.statusCode).toBe(400);
    expect(wrongLane.json().message).toBe(M.laneNotOnBoard);
    const noLane = await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id }));
    expect(noLane.statusCode).toBe(400);
    expect(noLane.json().message).toBe(M.laneRequired);
    const foreign = (await specbookNamed(t, 'Bayview Unit Fixtures')).id;
    expect((await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id: foreign, lane: { id: board.lanes[0]!.id } }))).statusCode).toBe(404);
    const added = await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: board.lanes[1]!.id } }));
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ id, name: 'Adding one', lane: { id: board.lanes[1]!.id, name: 'Two' }, value: '0.00', approvedShare: 0 });
  });

  it('moves a specbook from another board when it is added', async () => {
    const first = await newBoard('First home');
    const second = await newBoard('Second home');
    const id = await freshSpecbook('Wanderer');
    await req('POST', `${u()}/board/${first.id}/specbooks`, seller, placeBody({ id, lane: { id: first.lanes[0]!.id } }));
    await req('POST', `${u()}/board/${second.id}/specbooks`, seller, placeBody({ id, lane: { id: second.lanes[2]!.id } }));
    expect(await cards(first.id)).toEqual([]);
    expect((await cards(second.id)).map((c) => c.id)).toEqual([id]);
    const specbook = (await req('GET', `${u()}/specbook/${id}`)).json().data;
    expect(specbook).toMatchObject({ board: { id: second.id, name: 'Second home' }, lane: { id: second.lanes[2]!.id, name: 'Three' }, openAlertCount: 0, teamMemberCount: 0 });
  });

  it('moves between neighbours many times with one row written and no other row renumbered', async () => {
    const board = await newBoard('Order keys');
    const lane = board.lanes[0]!.id;
    const ids: number[] = [];
    for (const name of ['Key A', 'Key B', 'Key C', 'Key D']) {
      const id = await freshSpecbook(name);
      ids.push(id);
      await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: lane } }));
    }
    const [a, b, c, d] = ids as [number, number, number, number];
    const before = new Map((await cards(board.id)).map((card) => [card.id, card.position]));
    // c and d take turns going between a and b, 40 moves, always landing right after a.
    for (let i = 0; i < 40; i += 1) {
      const mover = i % 2 === 0 ? c : d;
      const res = await req('PATCH', `${u()}/board/${board.id}/specbooks/${mover}`, seller, placeBody({ lane: { id: lane }, position: { after: a, before: i === 0 ? b : i % 2 === 0 ? d : c } }));
      expect(res.statusCode).toBe(200);
    }
    const after = await cards(board.id);
    expect(after.map((card) => card.id)).toEqual([a, d, c, b]);
    expect(after.find((card) => card.id === a)!.position).toBe(before.get(a));
    expect(after.find((card) => card.id === b)!.position).toBe(before.get(b));
    const keys = after.map((card) => card.position);
    expect([...keys].sort((x, y) => (x < y ? -1 : 1))).toEqual(keys);
  });

  it('moves to another lane at its end, or after a card given beside the position', async () => {
    const board = await newBoard('Moves');
    const [x, y] = [await freshSpecbook('Move X'), await freshSpecbook('Move Y')];
    await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id: x, lane: { id: board.lanes[0]!.id } }));
    await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id: y, lane: { id: board.lanes[1]!.id } }));
    const moved = await req('PATCH', `${u()}/board/${board.id}/specbooks/${x}`, seller, placeBody({ lane: { id: board.lanes[1]!.id }, after: null }));
    expect(moved.json().data.lane.id).toBe(board.lanes[1]!.id);
    expect((await cards(board.id)).map((c) => c.id)).toEqual([x, y]);
    const badNeighbour = await req('PATCH', `${u()}/board/${board.id}/specbooks/${x}`, seller, placeBody({ lane: { id: board.lanes[0]!.id }, after: y }));
    expect(badNeighbour.statusCode).toBe(400);
    expect(badNeighbour.json().message).toBe(M.neighbourNotInLane);
    const badKey = await req('PATCH', `${u()}/board/${board.id}/specbooks/${x}`, seller, placeBody({ lane: { id: board.lanes[0]!.id }, position: '!!' }));
    expect(badKey.json().message).toBe(M.positionInvalid);
    expect((await req('PATCH', `${u()}/board/${board.id}/specbooks/999999`, seller, placeBody({ lane: { id: board.lanes[0]!.id } }))).statusCode).toBe(404);
  });

  it('searches, filters with the operators over the whitelist, and removes a specbook from the board', async () => {
    const board = await demoBoard();
    expect((await cards(board.id, '?search=johnson')).map((c) => c.name).sort()).toEqual(['Johnson Master Bath', 'Johnson Powder Room']);
    const quoting = board.lanes.find((l) => l.name === 'Quoting')!.id;
    expect((await cards(board.id, `?filter[lane]=${quoting}`)).map((c) => c.name)).toEqual(['Oak Street Guest Bath', 'Johnson Powder Room']);
    const filtered = await req('POST', `${u()}/board/${board.id}/specbooks/filter`, seller, {
      updateBoardSpecbooksRequest: { filter: { lane: { nq: quoting }, name: { in: ['Oak Street Kitchen', 'Johnson Powder Room'] } } },
    });
    expect(filtered.json().data.map((c: Card) => c.name)).toEqual(['Oak Street Kitchen']);
    const bad = await req('POST', `${u()}/board/${board.id}/specbooks/filter`, seller, { updateBoardSpecbooksRequest: { filter: { accountId: 1 } } });
    expect(bad.statusCode).toBe(400);
    const board2 = await newBoard('Removal');
    const id = await freshSpecbook('Removed one');
    await req('POST', `${u()}/board/${board2.id}/specbooks`, seller, placeBody({ id, lane: { id: board2.lanes[0]!.id } }));
    expect((await req('DELETE', `${u()}/board/${board2.id}/specbooks/${id}`)).json().data).toEqual({ id });
    expect(await cards(board2.id)).toEqual([]);
    expect((await req('GET', `${u()}/specbook/${id}`)).json().data).toMatchObject({ board: null, lane: null });
    expect((await req('DELETE', `${u()}/board/${board2.id}/specbooks/${id}`)).statusCode).toBe(404);
  });

  it('counts alerts not yet ended and active team members on the card and the specbook', async () => {
    const board = await newBoard('Counts');
    const id = await freshSpecbook('Counted one');
    await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: board.lanes[0]!.id } }));
    const alert = (startAlert: string) => ({ createAlertRequest: { Alert: { name: 'Site visit', startAlert, endAlert: startAlert, timezone: 'America/Chicago' } } });
    expect((await req('POST', `${u()}/specbook/${id}/alerts`, seller, alert('2099-05-01'))).statusCode).toBe(201);
    expect((await req('POST', `${u()}/specbook/${id}/alerts`, seller, alert('2001-05-01'))).statusCode).toBe(201);
    const member = { createTeamMemberRequest: { TeamMember: { name: 'Ellen Johnson', emailAddress: 'ellen.counts@example.com', sendEmail: false } } };
    expect((await req('POST', `${u()}/specbook/${id}/team`, seller, member)).statusCode).toBe(201);
    expect((await cards(board.id))[0]).toMatchObject({ id, openAlertCount: 1, teamMemberCount: 1 });
    expect((await req('GET', `${u()}/specbook/${id}`)).json().data).toMatchObject({ openAlertCount: 1, teamMemberCount: 1 });
  });

  it('asks before removing a board that holds specbooks', async () => {
    const board = await newBoard('Held');
    const id = await freshSpecbook('Held one');
    await req('POST', `${u()}/board/${board.id}/specbooks`, seller, placeBody({ id, lane: { id: board.lanes[0]!.id } }));
    const asked = await req('DELETE', `${u()}/board/${board.id}`);
    expect(asked.statusCode).toBe(412);
    expect(asked.json().message).toBe(M.boardHasSpecbooks(1));
    expect((await req('DELETE', `${u()}/board/${board.id}?forceDelete=true`)).statusCode).toBe(200);
    expect((await req('GET', `${u()}/specbook/${id}`)).json().data.board).toBeNull();
  });
});
