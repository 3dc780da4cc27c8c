import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { TestServer } from '#server/test/server';

/**
 * Test helpers of the sellers tests: the demo sellers signed in, an e-Specbook viewer, and calls
 * under a user's path. Imported by tests only.
 */

/** Who the sellers tests act as: Lakeside's seller, Harbor's, and a viewer of a Lakeside specbook. */
export interface SellerTestActors {
  seller: string;
  other: string;
  sellerId: number;
  otherId: number;
  viewer: string;
  /** The specbook the viewer may read: Harper Residence Selections (the showcase). */
  viewedSpecbookId: number;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The demo actors, the viewer exchanged from a new team member's link of the showcase specbook. */
export async function sellerTestActors(t: TestServer): Promise<SellerTestActors> {
  const { seller, other, sellerId, otherId } = await twoSellers(t);
  const book = await specbookNamed(t, 'Harper Residence Selections');
  const member = await t.app.inject({
    method: 'POST',
    url: `/api/v4/user/${sellerId}/specbook/${book.id}/team`,
    headers: bearer(seller),
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Vera Viewer', emailAddress: 'vera.sellers@example.com', showListPrice: true, showSalePrice: true } } },
  });
  const token = new URL(member.json().data.links.especbook).searchParams.get('token');
  const viewer = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: book.id } })).json().data;
  return { seller, other, sellerId, otherId, viewer, viewedSpecbookId: book.id };
}

/** A call under `/api/v4/user/{user}`, as `token` (none = unauthenticated). */
export function callAs(t: TestServer, method: Method, user: number, path: string, token: string | null, payload?: object) {
  return t.app.inject({ method, url: `/api/v4/user/${user}${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** The id of a demo seller (vendor) by name. */
export async function demoSellerId(t: TestServer, name: string): Promise<number> {
  return (await sqlOne<{ id: number }>(t, 'select id from sellers where name = $1', [name])).id;
}

/** The id of a global demo catalogue spec by model number. */
export async function globalSpecId(t: TestServer, model: string): Promise<number> {
  return (await sqlOne<{ id: number }>(t, 'select id from specs where account_id is null and model_number = $1', [model])).id;
}

/** The error messages of a 4xx answer. */
export function messagesOf(res: { json(): { errors?: { message: string }[] } }): string[] {
  return (res.json().errors ?? []).map((e) => e.message);
}
