import { and, eq, inArray } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '#server/db/client';
import { boardLanes, boardSpecbooks, boards, specbooks } from '#server/db/schema/index';
import { SHOWROOM_LANES } from '#shared/lib/board-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A demo board: its name, lanes in order, and the specbooks (by name) in each lane, in order. */
interface DemoBoard {
  name: string;
  lanes: Record<(typeof SHOWROOM_LANES)[number], string[]>;
}

/** The showroom's default job pipelines board (docs/decisions/059): a showroom job's stages with the demo jobs in them. */
export const DEMO_BOARDS: Record<string, DemoBoard> = {
  lakeside: {
    name: 'Showroom jobs',
    lanes: {
      Lead: ['Patel Kitchen Lighting'],
      Quoting: ['Oak Street Guest Bath', 'Johnson Powder Room'],
      Approved: ['Harper Residence Selections', 'Johnson Master Bath'],
      Ordered: ['Oak Street Kitchen'],
      Installed: [],
    },
  },
};

/** The account's default board with its lanes and specbooks, once (an account with any board is left alone). */
export async function ensureBoards(tx: Tx, accountId: number, userId: number, key: string): Promise<void> {
  const demo = DEMO_BOARDS[key];
  if (!demo) return;
  const [existing] = await tx.select({ id: boards.id }).from(boards).where(eq(boards.accountId, accountId)).limit(1);
  if (existing) return;
  const [board] = await tx.insert(boards).values({ accountId, name: demo.name, isDefault: true, createdBy: userId }).returning({ id: boards.id });
  const laneKeys = generateNKeysBetween(null, null, SHOWROOM_LANES.length);
  for (const [i, name] of SHOWROOM_LANES.entries()) {
    const [lane] = await tx.insert(boardLanes).values({ accountId, boardId: board!.id, name, position: laneKeys[i]! }).returning({ id: boardLanes.id });
    const names = demo.lanes[name];
    if (names.length === 0) continue;
    const books = await tx
      .select({ id: specbooks.id, name: specbooks.name })
      .from(specbooks)
      .where(and(eq(specbooks.accountId, accountId), inArray(specbooks.name, names)));
    const ordered = names.flatMap((n) => books.filter((b) => b.name === n));
    const keys = generateNKeysBetween(null, null, ordered.length);
    if (ordered.length === 0) continue;
    await tx
      .insert(boardSpecbooks)
      .values(ordered.map((b, j) => ({ specbookId: b.id, accountId, boardId: board!.id, laneId: lane!.id, position: keys[j]! })))
      .onConflictDoNothing();
  }
}
