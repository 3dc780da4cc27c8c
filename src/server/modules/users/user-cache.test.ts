/**
 * Freshness of the per-process user cache (docs/decisions/046): random sequences of writes to every
 * input of AuthUser and of GET /me's answer — through the routes and as raw SQL, the way seeds, tests
 * and other code paths write — interleaved with authenticated requests through two app instances on
 * one database (two processes, two caches) always answer what a fresh, uncached computation
 * answers; a revoked session answers 401 at once in both; an access-code grant that runs out stops
 * counting without any write.
 */
import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { authenticate } from '#server/modules/auth/auth.service';
import { buildTestApp, createTestServer, TEST_TOKEN_KEY, type TestServer } from '#server/test/server';
import type { TMe } from '#shared/schemas/user';
import { getUserWithAccess } from './users.service';

/** One server "process": its app and the database handle (so the cache) it was built on. */
interface Process {
  name: string;
  app: FastifyInstance;
  database: Database;
}

/** A user whose answers are checked. */
interface Subject {
  email: string;
  id: number;
  accountId: number;
  token: string;
}

let t: TestServer;
let other: Process & { dataDir: string };
let processes: Process[];
let subjects: Subject[];
let adminToken: string;
let adminId: number;
/** A specbook of the seller's account: answered with the session to its users and to platform admins. */
let lakesideBook: number;
/** The access code of each account, as the writes set it (the demo data's to start with). */
const codes = new Map<number, string | null>();
/** Writes that answered 2xx or ran as SQL, by kind: every kind must have been exercised. */
const exercised = new Set<string>();

const q = async <T,>(text: string, params: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, params)).rows as T[];

beforeAll(async () => {
  t = await createTestServer();
  const database = openDatabase(String(t.database.pool.options.connectionString), 3);
  const { app, dataDir } = await buildTestApp(database);
  other = { name: 'other process', app, database, dataDir };
  processes = [{ name: 'first process', app: t.app, database: t.database }, other];
  subjects = [];
  for (const email of ['seller@specfolio.test', 'other@specfolio.test', 'pro@specfolio.test']) {
    const [row] = await q<{ id: number; account_id: number }>('select id, account_id from users where email = $1', [email]);
    subjects.push({ email, id: row!.id, accountId: row!.account_id, token: await t.login(email) });
  }
  adminToken = await t.login('admin@specfolio.test');
  adminId = (await q<{ id: number }>("select id from users where email = 'admin@specfolio.test'"))[0]!.id;
  lakesideBook = (await q<{ id: number }>('select id from specbooks where account_id = $1 order by id limit 1', [subjects[0]!.accountId]))[0]!.id;
  codes.set(subjects[0]!.accountId, 'LAKESIDE-2026');
  codes.set(subjects[1]!.accountId, 'HARBOR-2026');
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await rm(other.dataDir, { recursive: true, force: true });
  await t.close();
});

/** A write; `pick` chooses the user, role, flag… (modulo their count), `value` a value. */
type Write = { name: string; pick: number; value: number };

const ROLES = ['ROLE_PRO', 'ROLE_IBOOK', 'ROLE_SPECBOOK_ISPEC', 'admin', 'ROLE_SPECBOOKS_ADMIN'];
/** Roles whose global row is edited (not the platform admin's: the admin writes through its routes). */
const EDITED_ROLES = ['ROLE_PRO', 'ROLE_IBOOK', 'ROLE_SPECBOOK_ISPEC', 'admin'];
const FLAGS = ['useInvoicing', 'useNewPDF', 'advancedPricing.bypassAccessCode', 'useCustomerCenter'];
const BYPASS = 'management.bypass_advanced_access';

const at = <T,>(list: readonly T[], pick: number): T => list[pick % list.length]!;
const processOf = (value: number): Process => at(processes, value);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request through one process. */
function call(process: Process, method: Method, url: string, token: string, payload?: object) {
  return process.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

/** A write through a route: a 5xx fails the test; a 2xx counts as exercised. */
async function send(kind: string, process: Process, method: Exclude<Method, 'GET'>, url: string, token: string, payload?: object) {
  const res = await call(process, method, url, token, payload);
  expect(res.statusCode, `${kind} ${method} ${url}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode < 300) exercised.add(kind);
  return res;
}

/** A write as raw SQL. */
async function sqlWrite(kind: string, text: string, params: unknown[]): Promise<void> {
  await q(text, params);
  exercised.add(kind);
}

/** A fresh login of the subject through one process (itself a write: last_login_at). */
async function freshToken(subject: Subject, process: Process): Promise<string> {
  const res = await process.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: subject.email, password: 'specfolio-demo' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** Each kind of write to an input of AuthUser or of GET /me. */
const WRITES: Record<string, (write: Write) => Promise<void>> = {
  async grantRoleSql({ pick, value }) {
    await sqlWrite('grantRoleSql', 'insert into user_roles (user_id, role_id) select $1, id from roles where name = $2 on conflict do nothing', [
      at(subjects, pick).id,
      at(ROLES, value),
    ]);
  },
  async revokeRoleSql({ pick, value }) {
    await sqlWrite('revokeRoleSql', 'delete from user_roles where user_id = $1 and role_id = (select id from roles where name = $2)', [at(subjects, pick).id, at(ROLES, value)]);
  },
  async toggleRoleActiveSql({ value }) {
    await sqlWrite('toggleRoleActiveSql', 'update roles set active = not active where name = $1', [at(EDITED_ROLES, value)]);
  },
  async renameRoleSql({ pick, value }) {
    await sqlWrite('renameRoleSql', 'update roles set display_name = $2 where name = $1', [at(EDITED_ROLES, pick), `Role ${value}`]);
  },
  async flagOnSql({ pick, value }) {
    await sqlWrite('flagOnSql', 'insert into feature_flags (user_id, feature_flag_name) values ($1, $2) on conflict do nothing', [at(subjects, pick).id, at(FLAGS, value)]);
  },
  async flagOffSql({ pick, value }) {
    await sqlWrite('flagOffSql', 'delete from feature_flags where user_id = $1 and feature_flag_name = $2', [at(subjects, pick).id, at(FLAGS, value)]);
  },
  /** The platform admin replaces the user's roles and flags (access-admin service, one transaction). */
  async replaceAccess({ pick, value }) {
    const roles = ROLES.filter((_, i) => (value >> i) & 1);
    const features = FLAGS.filter((_, i) => (value >> (i + ROLES.length)) & 1);
    const body = { updateUserAccessRequest: { User: { roles, features } } };
    await send('replaceAccess', processOf(value), 'PUT', `/v4/user/${adminId}/admin/users/${at(subjects, pick).id}/access`, adminToken, body);
  },
  async editUserSql({ pick, value }) {
    const subject = at(subjects, pick);
    // The e-mail changes case only, so that logins by the lower-case address keep working.
    const email = value % 2 === 0 ? subject.email : subject.email.toUpperCase();
    await sqlWrite('editUserSql', 'update users set name = $2, phone = $3, company_name = $4, logo_url = $5, email = $6 where id = $1', [
      subject.id,
      `Name ${value}`,
      value % 3 === 0 ? null : `555-${value}`,
      value % 4 === 0 ? null : `Company ${value}`,
      value % 5 === 0 ? null : `https://example.test/${value}.png`,
      email,
    ]);
  },
  async login({ pick, value }) {
    await freshToken(at(subjects, pick), processOf(value));
    exercised.add('login');
  },
  async bypassSetting({ pick, value }) {
    const subject = at(subjects, pick);
    const setting = at([true, false, null], value);
    const body = { patchAccountSettingsRequest: { Settings: { [BYPASS]: setting } } };
    await send('bypassSetting', processOf(value), 'PATCH', `/v4/user/${subject.id}/account/settings`, subject.token, body);
  },
  /** Checks the account's code with a fresh token (the code check is limited per token). */
  async accessCode({ pick, value }) {
    const subject = at(subjects, pick);
    const process = processOf(value);
    const accessCode = codes.get(subject.accountId) ?? 'NO-CODE-SET';
    const res = await send('accessCode', process, 'POST', `/v4/user/${subject.id}/access-code`, await freshToken(subject, process), { accessCode });
    expect(res.json().data.accessCodeValid, res.body).toBe(typeof codes.get(subject.accountId) === 'string');
  },
  /** Sets or clears the account's code (either way the account's earlier grants end). */
  async setAccessCode({ pick, value }) {
    const subject = at(subjects, pick);
    const code = value % 3 === 0 ? null : `CODE-${value}`;
    const url = `/v4/user/${subject.id}/account/access-code`;
    const res = await send('setAccessCode', processOf(value), code === null ? 'DELETE' : 'PUT', url, subject.token, code === null ? undefined : { code });
    if (res.statusCode < 300) codes.set(subject.accountId, code);
  },
  async grantExpiresSql({ pick }) {
    await sqlWrite('grantExpiresSql', "update advanced_access_grants set expires_at = now() - interval '1 second' where user_id = $1", [at(subjects, pick).id]);
  },
  async grantSql({ pick, value }) {
    const subject = at(subjects, pick);
    await sqlWrite(
      'grantSql',
      `insert into advanced_access_grants (user_id, account_id, expires_at) values ($1, $2, now() + make_interval(hours => $3))
       on conflict (user_id) do update set account_id = excluded.account_id, expires_at = excluded.expires_at`,
      [subject.id, subject.accountId, 1 + (value % 20)],
    );
  },
};

/** The fresh, uncached answers for a subject: GET /me's, and the AuthUser it implies. */
async function fresh(subject: Subject, sessionId: string): Promise<{ me: TMe; user: AuthUser }> {
  const me = await getUserWithAccess(t.database.db, subject.id);
  const user: AuthUser = {
    id: me.id,
    accountId: me.accountID,
    email: me.email,
    roleNames: me.roleNames,
    features: me.features,
    isPlatformAdmin: me.hasAdminRole,
    locale: me.locale,
    sessionId,
  };
  return { me, user };
}

/** The session id (jti) of a token. */
const jtiOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;

/**
 * Every subject through `process`: GET /me, the session read of an ordinary request and of a GET
 * under a specbook, and a route that only a platform admin may use, against a fresh computation.
 */
async function expectFresh(process: Process, label: string): Promise<void> {
  for (const subject of subjects) {
    const sessionId = jtiOf(subject.token);
    const me = await call(process, 'GET', '/v4/user/me', subject.token);
    const session = await authenticate(process.database.db, TEST_TOKEN_KEY, subject.token);
    const withBook = await authenticate(process.database.db, TEST_TOKEN_KEY, subject.token, { specbookId: lakesideBook });
    const admin = await call(process, 'GET', `/v4/user/${subject.id}/admin/access`, subject.token);
    const expected = await fresh(subject, sessionId);
    const where = `${label}, ${subject.email}, ${process.name}`;
    expect(me.statusCode, where).toBe(200);
    expect(me.json().data, `${where}: GET /me`).toEqual(expected.me);
    expect(session.user, `${where}: AuthUser`).toEqual(expected.user);
    expect(withBook.user, `${where}: AuthUser with a specbook`).toEqual(expected.user);
    const mayWorkOn = expected.user.accountId === subjects[0]!.accountId || expected.user.isPlatformAdmin;
    expect(withBook.specbook?.id, `${where}: the specbook read with the session`).toBe(mayWorkOn ? lakesideBook : undefined);
    expect(admin.statusCode, `${where}: a platform admin's route`).toBe(expected.user.isPlatformAdmin ? 200 : 403);
  }
}

const writeArb = fc.record({ name: fc.constantFrom(...Object.keys(WRITES)), pick: fc.nat(1000), value: fc.nat(1000) });

describe('user cache', () => {
  it('answers what a fresh computation answers after any sequence of writes, in every process', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 12 }), async (writes) => {
        // Each run starts from freshly read users (so that a counterexample shrinks on its own), which
        // both processes then cache: every later read must see a write invalidate it.
        await q('update users set auth_version = auth_version + 1 where id = any($1)', [subjects.map((s) => s.id)]);
        for (const process of processes) await expectFresh(process, 'start');
        for (const [i, write] of writes.entries()) {
          await WRITES[write.name]!(write);
          const label = `after ${writes.slice(0, i + 1).map((x) => x.name).join(', ')}`;
          await expectFresh(processes[i % 2]!, label);
          await expectFresh(processes[(i + 1) % 2]!, label);
        }
      }),
      { numRuns: 25 },
    );
    expect([...exercised].sort(), 'every kind of write was exercised').toEqual(Object.keys(WRITES).sort());
  }, 300_000);

  it('refuses a revoked session at once in every process, by logout or by SQL', async () => {
    for (const [i, subject] of subjects.entries()) {
      const process = processes[i % 2]!;
      const token = await freshToken(subject, process);
      for (const p of processes) expect((await call(p, 'GET', '/v4/user/me', token)).statusCode).toBe(200);
      if (i % 2 === 0) expect((await call(process, 'POST', '/v1/auth/logout', token)).statusCode).toBeLessThan(300);
      else await q('update auth_sessions set revoked_at = now() where id = $1', [jtiOf(token)]);
      for (const p of processes) {
        expect((await call(p, 'GET', '/v4/user/me', token)).statusCode, p.name).toBe(401);
        expect((await call(p, 'GET', `/v4/user/${subject.id}/account/settings`, token)).statusCode, p.name).toBe(401);
        expect((await call(p, 'GET', `/v4/user/${subject.id}/specbook/${lakesideBook}`, token)).statusCode, p.name).toBe(401);
      }
      // The user's other sessions are untouched.
      for (const p of processes) expect((await call(p, 'GET', '/v4/user/me', subject.token)).statusCode).toBe(200);
    }
  });

  it('stops counting an access-code grant when it runs out, without any write', async () => {
    const subject = subjects[1]!; // Harbor: the bypass setting is off in the demo data
    await q('delete from feature_flags where user_id = $1 and feature_flag_name = $2', [subject.id, 'advancedPricing.bypassAccessCode']);
    await q('insert into account_settings (account_id, key, value) values ($1, $2, $3) on conflict (account_id, key) do update set value = excluded.value', [
      subject.accountId,
      BYPASS,
      'false',
    ]);
    await q("insert into advanced_access_grants (user_id, account_id, expires_at) values ($1, $2, now() + interval '1500 milliseconds') on conflict (user_id) do update set account_id = excluded.account_id, expires_at = excluded.expires_at", [
      subject.id,
      subject.accountId,
    ]);
    const version = async () => (await q<{ auth_version: string }>('select auth_version from users where id = $1', [subject.id]))[0]!.auth_version;
    const before = await version();
    for (const p of processes) expect((await call(p, 'GET', '/v4/user/me', subject.token)).json().data.advancedAccess).toMatchObject({ granted: true, via: 'code' });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    for (const p of processes) {
      const data = (await call(p, 'GET', '/v4/user/me', subject.token)).json().data;
      expect(data.advancedAccess, p.name).toEqual({ granted: false, via: null, expiresAt: null });
      expect(data).toEqual((await fresh(subject, jtiOf(subject.token))).me);
    }
    expect(await version(), 'no write bumped the version').toBe(before);
  });

  it('lets a user with roles, flags and a grant be deleted (the cascades bump no row that is gone)', async () => {
    const [made] = await q<{ id: number }>(
      "insert into users (account_id, email, password_hash, name) values ($1, 'leaving@specfolio.test', 'x', 'Leaving') returning id",
      [subjects[0]!.accountId],
    );
    await q("insert into user_roles (user_id, role_id) select $1, id from roles where name in ('ROLE_PRO', 'ROLE_IBOOK')", [made!.id]);
    await q("insert into feature_flags (user_id, feature_flag_name) values ($1, 'useInvoicing'), ($1, 'useNewPDF')", [made!.id]);
    await q("insert into advanced_access_grants (user_id, account_id, expires_at) values ($1, $2, now() + interval '1 day')", [made!.id, subjects[0]!.accountId]);
    expect(Number((await q<{ auth_version: string }>('select auth_version from users where id = $1', [made!.id]))[0]!.auth_version)).toBe(4);
    await q('delete from users where id = $1', [made!.id]);
    expect(await q('select 1 from user_roles where user_id = $1 union all select 1 from feature_flags where user_id = $1', [made!.id])).toEqual([]);
  });

  it('stays fresh, without deadlocks, when writes to several users run concurrently', async () => {
    // The writes the application makes, and raw SQL that writes rows first and then bumps. Left out:
    // raw SQL on user_roles or feature_flags racing the access admin on the same user, which locks
    // the user first (PostgreSQL then aborts one of the two, 40P01; a raw insert did so before the
    // version triggers too, through its foreign key check: docs/decisions/046).
    const kinds = ['replaceAccess', 'toggleRoleActiveSql', 'bypassSetting', 'login', 'setAccessCode', 'renameRoleSql', 'editUserSql', 'grantSql', 'grantExpiresSql'];
    await Promise.all(
      Array.from({ length: 45 }, async (_, i) => {
        const write = { name: kinds[i % kinds.length]!, pick: i * 5 + (i >> 2), value: i * 7 + 1 };
        await WRITES[write.name]!(write);
        const subject = at(subjects, i);
        expect((await call(processOf(i), 'GET', '/v4/user/me', subject.token)).statusCode).toBe(200);
      }),
    );
    for (const process of processes) await expectFresh(process, 'after the concurrent writes');
  }, 60_000);
});
