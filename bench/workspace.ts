// Workspace benchmark: one specbook with 1,000 specs in 20 rooms; the manage page's API calls
// under 50 concurrent clients (budget: p99 < 50 ms, zero errors — DESIGN.md).
// Run: npx tsx bench/workspace.ts
import { loadRow, startBenchServer, TABLE_HEADER } from './lib';
import { firstPlacement, seedLargeSpecbook } from './seed-large-specbook';

const ROOMS = 20;
const SPECS = 1000;

const server = await startBenchServer();
try {
  const specbookId = await seedLargeSpecbook(server, ROOMS, SPECS);
  const first = await firstPlacement(server, specbookId);
  const { token, userId } = await server.login();
  const u = `http://127.0.0.1:${server.port}/api/v4/user/${userId}/specbook/${specbookId}`;
  console.log(`\n50 connections, 10 s each; specbook ${specbookId} with ${SPECS} specs in ${ROOMS} rooms\n\n${TABLE_HEADER}`);
  await loadRow('GET {u}/specbook/{id}/categories', `${u}/categories`, token);
  await loadRow('GET {u}/specbook/{id}/specs?categoryID=…&page=1 (24 per page)', `${u}/specs?categoryID=${first.roomId}&showPagination=true&page=1`, token);
  await loadRow('GET {u}/specbook/{id}/specs?page=1 (all rooms)', `${u}/specs?showPagination=true&page=1`, token);
  await loadRow('GET {u}/specbook/{id}/totals', `${u}/totals?types=quoted,approved&summary=true`, token);
  await loadRow('GET {u}/specbook/{id}/specs/{joinId}', `${u}/specs/${first.id}`, token);
  await loadRow('PATCH {u}/specbook/{id}/specs/{joinId}/price (qty)', `${u}/specs/${first.id}/price`, token, {
    method: 'PATCH',
    body: JSON.stringify({ fieldType: 'qty', fieldValue: 3 }),
  });
  await server.stop();
} finally {
  await server.cleanup();
}
