// Foundation benchmark: start-up time (first run with initdb, then an installed checkout) and
// the shell's API calls under 50 concurrent clients with 1,000 extra specbooks seeded.
// Run: npx tsx bench/foundation.ts
import { loadRow, spawnServer, startBenchServer, TABLE_HEADER } from './lib';

const SPECBOOKS = 1000;

const server = await startBenchServer();
try {
  await server.stop();
  const again = await spawnServer(server.env, server.port);
  server.child = again.child;
  console.log(`start-up to healthy: first run (initdb + migrations + demo data) ${server.startMs} ms; installed checkout ${again.ms} ms`);
  const db = await server.sql();
  await db.query(
    `insert into specbooks (account_id, user_id, profile_id, name, updated_at)
     select u.account_id, u.id, (select id from profiles where account_id = u.account_id order by id limit 1),
            'Bench ' || (array['Master Bath','Kitchen','Powder Room','Laundry','Guest Bath'])[1 + g % 5] || ' ' || g,
            now() - (g || ' minutes')::interval
     from users u, generate_series(1, $1) g where u.email = 'seller@specfolio.test'`,
    [SPECBOOKS],
  );
  await db.end();
  const { token, userId } = await server.login();
  const base = `http://127.0.0.1:${server.port}/api/v4/user`;
  console.log(`\n50 connections, 10 s each, ${SPECBOOKS + 5} specbooks for the seller\n\n${TABLE_HEADER}`);
  await loadRow('GET /api/health', `http://127.0.0.1:${server.port}/api/health`, token);
  await loadRow('GET /api/v4/user/me', `${base}/me`, token);
  await loadRow('GET {u}/menu', `${base}/${userId}/menu`, token);
  await loadRow('GET {u}/specbook (first page)', `${base}/${userId}/specbook`, token);
  await loadRow('GET {u}/specbook?search=kitchen (header search)', `${base}/${userId}/specbook?search=kitchen&perPage=10`, token);
  await server.stop();
} finally {
  await server.cleanup();
}
