import type { Db } from './client';

/**
 * A query prepared once per database handle. Drizzle builds its SQL text once, and because the
 * builder names the statement (`.prepare('name')`), PostgreSQL parses it once per connection and
 * can reuse a generic plan, instead of building, parsing and planning on every call — on the hot
 * read paths planning cost more than running the query (bench/README.md).
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
