import { expect } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import type { TestServer } from '#server/test/server';

/**
 * Test helpers shared by the comments, tags, team, notifications, alerts, invoices and
 * account-settings tests.
 * Imported by tests only.
 */

/** The first row of a raw SQL query. */
export async function sqlOne<T>(t: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const res = await t.database.pool.query(sql, params);
  return res.rows[0] as T;
}

/** A count(*) over `table` with an optional SQL condition. */
export async function sqlCount(t: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return Number((await sqlOne<{ n: string }>(t, `select count(*) as n from ${table} where ${where}`, params)).n);
}

/** The id of a demo user. */
export async function userIdOf(t: TestServer, email: string): Promise<number> {
  return (await sqlOne<{ id: number }>(t, 'select id from users where email = $1', [email])).id;
}

/** A service context acting as a demo user (for service-level tests). */
export async function serviceContextOf(t: TestServer, email: string): Promise<ServiceContext> {
  const { id, accountId } = await sqlOne<{ id: number; accountId: number }>(t, 'select id, account_id as "accountId" from users where email = $1', [email]);
  return { db: t.database.db, user: { id, accountId, email, roleNames: [], features: [], isPlatformAdmin: false, sessionId: 'test' }, log: t.app.log };
}

/** The two demo sellers of different accounts, signed in: Lakeside's seller and Harbor's. */
export async function twoSellers(t: TestServer): Promise<{ seller: string; other: string; sellerId: number; otherId: number }> {
  const [seller, other, sellerId, otherId] = await Promise.all([
    t.login('seller@specfolio.test'),
    t.login('other@specfolio.test'),
    userIdOf(t, 'seller@specfolio.test'),
    userIdOf(t, 'other@specfolio.test'),
  ]);
  return { seller, other, sellerId, otherId };
}

/** A demo specbook's id and account. */
export async function specbookNamed(t: TestServer, name: string): Promise<{ id: number; accountId: number; userId: number }> {
  return sqlOne(t, 'select id, account_id as "accountId", user_id as "userId" from specbooks where name = $1', [name]);
}

/** Adds a room and a catalogue spec to a specbook with SQL (their endpoints belong to other modules). */
export async function seedRoomAndSpec(
  t: TestServer,
  specbook: { id: number; accountId: number },
  room: string | null,
): Promise<{ categoryId: number | null; joinId: number }> {
  const categoryId = room
    ? (await sqlOne<{ id: number }>(t, 'insert into categories (account_id, specbook_id, name) values ($1, $2, $3) returning id', [specbook.accountId, specbook.id, room])).id
    : null;
  const joinId = (
    await sqlOne<{ id: number }>(
      t,
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id)
       values ($1, $2, (select id from specs where account_id is null order by id limit 1), $3) returning id`,
      [specbook.accountId, specbook.id, categoryId],
    )
  ).id;
  return { categoryId, joinId };
}

/**
 * Matches an error's field name. The error plugin strips envelope keys such as
 * `createTeamMemberRequest.TeamMember`; operation keys with inner capitals are kept by the
 * current plugin (reported), so the match accepts the field with or without that prefix.
 */
export function fieldNamed(name: string): unknown {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(new RegExp(`(^|\\.)${escaped}$`));
}

/** The bearer header. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
