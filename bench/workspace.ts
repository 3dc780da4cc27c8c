// Workspace benchmark: one specbook with 1,000 specs in 20 rooms; the manage page's API calls
// under 50 concurrent clients (budget: p99 < 50 ms, zero errors — DESIGN.md).
// Run: npx tsx bench/workspace.ts
import { loadRow, startBenchServer, TABLE_HEADER } from './lib';

const ROOMS = 20;
const SPECS = 1000;

const server = await startBenchServer();
try {
  const db = await server.sql();
  const { rows: [book] } = await db.query<{ id: number; account_id: number }>(
    `insert into specbooks (account_id, user_id, profile_id, name)
     select u.account_id, u.id, (select id from profiles where account_id = u.account_id order by id limit 1), 'Bench 1000 specs'
     from users u where u.email = 'seller@specfolio.test' returning id, account_id`,
  );
  await db.query(
    `insert into categories (account_id, specbook_id, name, sort_order)
     select $1, $2, 'Room ' || g, g - 1 from generate_series(1, $3) g`,
    [book!.account_id, book!.id, ROOMS],
  );
  await db.query(
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, status, list_price, sale_price, cost, multiplier, shipping_cost)
     select $1, $2, s.id, c.id, 1 + g % 4, g / $4, (array['open','approved','open','rejected'])[1 + g % 4],
            s.list_price, round(s.list_price * 0.9, 2), round(s.list_price * 0.55, 2), 0.9, 5
     from generate_series(0, $3 - 1) g
     join lateral (select id, list_price from specs where account_id is null order by id offset g % 30 limit 1) s on true
     join lateral (select id from categories where specbook_id = $2 order by sort_order offset g % $4 limit 1) c on true`,
    [book!.account_id, book!.id, SPECS, ROOMS],
  );
  const { rows: [first] } = await db.query<{ id: number; category_id: number }>(
    'select id, category_id from spec_specbooks where specbook_id = $1 order by id limit 1',
    [book!.id],
  );
  await db.end();
  const { token, userId } = await server.login();
  const u = `http://127.0.0.1:${server.port}/api/v4/user/${userId}/specbook/${book!.id}`;
  console.log(`\n50 connections, 10 s each; specbook ${book!.id} with ${SPECS} specs in ${ROOMS} rooms\n\n${TABLE_HEADER}`);
  await loadRow('GET {u}/specbook/{id}/categories', `${u}/categories`, token);
  await loadRow('GET {u}/specbook/{id}/specs?categoryID=…&page=1 (24 per page)', `${u}/specs?categoryID=${first!.category_id}&showPagination=true&page=1`, token);
  await loadRow('GET {u}/specbook/{id}/specs?page=1 (all rooms)', `${u}/specs?showPagination=true&page=1`, token);
  await loadRow('GET {u}/specbook/{id}/totals', `${u}/totals?types=quoted,approved&summary=true`, token);
  await loadRow('GET {u}/specbook/{id}/specs/{joinId}', `${u}/specs/${first!.id}`, token);
  await loadRow('PATCH {u}/specbook/{id}/specs/{joinId}/price (qty)', `${u}/specs/${first!.id}/price`, token, {
    method: 'PATCH',
    body: JSON.stringify({ fieldType: 'qty', fieldValue: 3 }),
  });
  await server.stop();
} finally {
  await server.cleanup();
}
