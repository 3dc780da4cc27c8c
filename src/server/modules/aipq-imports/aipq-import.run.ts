/**
 * Running an AI PDF-quote import (docs/decisions/057) as a job of modules/imports' machinery
 * (claimed, failed with 'Unable to import file' when it throws): the mapped tables' lines are
 * matched to the catalogue, and in one transaction — which also records the import complete, so
 * a retried job never writes twice — rooms are created by the category column, each line is
 * placed with its quantity and unit price as sale price (a match ≥ high as it is, the best
 * candidate of the review band with a 'review' message, below it the account's own new spec with
 * a 'missing_product' message), and doubtful lines get a 'low_confidence' message.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { aipqExtractions, imports } from '#server/db/schema/index';
import type { ImportRow } from '#server/modules/imports/import-record';
import { addRooms, openRooms } from '#server/modules/imports/import-rooms';
import type { ImportWork } from '#server/modules/imports/import-run';
import { touchSpecbook } from '#server/modules/spec-specbooks/placement';
import { AIPQ_MESSAGES as M, MATCH_THRESHOLDS } from '#shared/lib/aipq';
import type { TExtractionTable, TImportMessage, TImportTableMap } from '#shared/schemas/aipq';
import { linesOfImport, type ImportLine } from './import-lines';
import { createOwnSpecs, insertMessages, placeLines, type MessageValues } from './import-writes';
import { matchLines, type Candidate } from './match';
import { normalizeKey } from './match-keys';

/** The queue of AI PDF-quote imports. */
export const AIPQ_IMPORT_QUEUE = 'aipq-import';

/** Where a line's best score puts it. */
export type Band = 'matched' | 'review' | 'missing';

/** The band of a line's best candidate against MATCH_THRESHOLDS. */
export function bandOf(candidates: readonly Candidate[]): Band {
  const score = candidates[0]?.score ?? 0;
  if (score >= MATCH_THRESHOLDS.high) return 'matched';
  return score >= MATCH_THRESHOLDS.review ? 'review' : 'missing';
}

/** The extraction an import reads: its tables and who issued the quote. */
async function readExtraction(db: Db, row: ImportRow): Promise<{ tables: TExtractionTable[]; supplier: string | null }> {
  const [found] = await db
    .select({ tables: aipqExtractions.tables, supplier: aipqExtractions.supplier })
    .from(aipqExtractions)
    .where(and(eq(aipqExtractions.id, row.extractionId ?? 0), eq(aipqExtractions.accountId, row.accountId)));
  if (!found) throw new Error(`Import ${row.id}: extraction ${row.extractionId} not found`);
  return { tables: found.tables as TExtractionTable[], supplier: found.supplier };
}

/** The line as a message shows it. */
function lineOf(line: ImportLine): TImportMessage['line'] {
  return { model: line.model, name: line.name, manufacturer: line.manufacturer, room: line.room, quantity: line.quantity, unitPrice: line.unitPrice, confidence: line.confidence };
}

const shown = (candidates: readonly Candidate[]) => candidates.map(({ specId, modelNumber, manufacturerName, name, score }) => ({ specId, modelNumber, manufacturerName, name, score }));

/** The messages of one placed line: review or missing product by its band, and low confidence for a doubtful line. */
function messagesOf(line: ImportLine, band: Band, candidates: readonly Candidate[], specId: number, joinId: number): MessageValues[] {
  const base = { specId, specSpecbookId: joinId, line: lineOf(line), candidates: shown(candidates) };
  const messages: MessageValues[] = [];
  if (band === 'missing') messages.push({ ...base, kind: 'missing_product', message: M.missingProduct(line.model) });
  if (band === 'review') messages.push({ ...base, kind: 'review', message: M.reviewMatch(line.model) });
  if (line.doubtful) messages.push({ ...base, kind: 'low_confidence', message: M.lowConfidence(line.model) });
  return messages;
}

/** An import's counts. */
function countsOf(bands: readonly Band[], skipped: number, rooms: number) {
  const count = (band: Band) => bands.filter((b) => b === band).length;
  return { lines: bands.length + skipped, matched: count('matched'), review: count('review'), missing: count('missing'), rooms, skipped };
}

/** An AI PDF-quote import's work: the lines of its mapped tables written into its specbook. */
export const importAipq: ImportWork = async (deps, row) => {
  const specbookId = row.specbookId;
  if (specbookId === null) throw new Error(`Import ${row.id} has no specbook to import into`);
  const extraction = await readExtraction(deps.db, row);
  const { lines, skipped } = linesOfImport(extraction.tables, row.tables as TImportTableMap[]);
  await deps.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbookId);
    const candidates = await matchLines(tx, row.accountId, normalizeKey(extraction.supplier), lines);
    const bands = candidates.map(bandOf);
    const missing = lines.flatMap((line, i) => (bands[i] === 'missing' ? [{ i, line }] : []));
    const own = await createOwnSpecs(
      tx,
      row,
      missing.map(({ line }) => ({ model: line.model, name: line.name ?? line.model, manufacturer: line.manufacturer ?? extraction.supplier ?? M.unknownManufacturer, listPrice: line.unitPrice })),
    );
    const ownOf = new Map(missing.map(({ i }, n) => [i, own[n]!]));
    const specs = lines.map((_, i) => ownOf.get(i) ?? { id: candidates[i]![0]!.specId, listPrice: candidates[i]![0]!.listPrice });
    const rooms = await openRooms(tx, row);
    await addRooms(tx, row, rooms, lines.map((l) => l.room));
    const joinIds = await placeLines(tx, row, rooms, lines.map((l, i) => ({ specId: specs[i]!.id, listPrice: specs[i]!.listPrice, room: l.room, quantity: l.quantity, unitPrice: l.unitPrice })));
    await insertMessages(tx, row, lines.flatMap((l, i) => messagesOf(l, bands[i]!, candidates[i]!, specs[i]!.id, joinIds[i]!)));
    const counts = countsOf(bands, skipped, rooms.created);
    await tx
      .update(imports)
      .set({ status: 'complete', message: M.importSummary(counts), counts, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(imports.id, row.id));
  });
  return lines.length;
};
