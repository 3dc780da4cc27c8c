import type { BenchServer } from './lib';

/** Seeds a specbook for the demo seller with `specs` placements spread over `rooms` rooms; answers its id. */
export async function seedLargeSpecbook(server: BenchServer, rooms: number, specs: number): Promise<number> {
  const db = await server.sql();
  try {
    const { rows: [book] } = await db.query<{ id: number; account_id: number }>(
      `insert into specbooks (account_id, user_id, profile_id, name)
       select u.account_id, u.id, (select id from profiles where account_id = u.account_id order by id limit 1), 'Bench ${specs} specs'
       from users u where u.email = 'seller@specfolio.test' returning id, account_id`,
    );
    await db.query(
      `insert into categories (account_id, specbook_id, name, sort_order)
       select $1, $2, 'Room ' || g, g - 1 from generate_series(1, $3) g`,
      [book!.account_id, book!.id, rooms],
    );
    await db.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, status, list_price, sale_price, cost, multiplier, shipping_cost)
       select $1, $2, s.id, c.id, 1 + g % 4, g / $4, (array['open','approved','open','rejected'])[1 + g % 4],
              s.list_price, round(s.list_price * 0.9, 2), round(s.list_price * 0.55, 2), 0.9, 5
       from generate_series(0, $3 - 1) g
       join lateral (select id, list_price from specs where account_id is null order by id offset g % 30 limit 1) s on true
       join lateral (select id from categories where specbook_id = $2 order by sort_order offset g % $4 limit 1) c on true`,
      [book!.account_id, book!.id, specs, rooms],
    );
    return book!.id;
  } finally {
    await db.end();
  }
}
