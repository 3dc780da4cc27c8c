import type pg from 'pg';
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
    await insertPlacements(db, { id: book!.id, accountId: book!.account_id }, rooms, 0, specs);
    return book!.id;
  } finally {
    await db.end();
  }
}

/**
 * Adds placements number `from` to `to - 1` of the pattern seedLargeSpecbook uses (status, room and
 * catalogue spec cycling with the number) to a specbook with `rooms` rooms.
 */
async function insertPlacements(db: pg.Client, book: { id: number; accountId: number }, rooms: number, from: number, to: number): Promise<void> {
  await db.query(
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sort_order, status, list_price, sale_price, cost, multiplier, shipping_cost)
     select $1, $2, s.id, c.id, 1 + g % 4, g / $5, (array['open','approved','open','rejected'])[1 + g % 4],
            s.list_price, round(s.list_price * 0.9, 2), round(s.list_price * 0.55, 2), 0.9, 5
     from generate_series($3::int, $4::int - 1) g
     join lateral (select id, list_price from specs where account_id is null order by id offset g % 30 limit 1) s on true
     join lateral (select id from categories where specbook_id = $2 order by sort_order offset g % $5 limit 1) c on true`,
    [book.accountId, book.id, from, to, rooms],
  );
}

/** Grows a specbook made by seedLargeSpecbook(server, rooms, from) to `to` specs, in the same pattern. */
export async function growLargeSpecbook(server: BenchServer, specbookId: number, rooms: number, from: number, to: number): Promise<void> {
  const db = await server.sql();
  try {
    const { rows: [book] } = await db.query<{ account_id: number }>('select account_id from specbooks where id = $1', [specbookId]);
    await insertPlacements(db, { id: specbookId, accountId: book!.account_id }, rooms, from, to);
  } finally {
    await db.end();
  }
}

/** The specbook's first placement (lowest id) and its room: the spec the benches read and edit. */
export async function firstPlacement(server: BenchServer, specbookId: number): Promise<{ id: number; roomId: number }> {
  const db = await server.sql();
  try {
    const { rows: [first] } = await db.query<{ id: number; room_id: number }>(
      'select id, category_id as room_id from spec_specbooks where specbook_id = $1 order by id limit 1',
      [specbookId],
    );
    return { id: first!.id, roomId: first!.room_id };
  } finally {
    await db.end();
  }
}
