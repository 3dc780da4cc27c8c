import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { imports, specbooks, specSpecbooks, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { visibleSpec } from '#server/modules/catalogue-edit/spec-documents.service';
import { rowId } from '#server/modules/notifications/scope';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { SPEC_IMPORT_KINDS } from '#shared/lib/spec-import-messages';
import { IMPORT_STATUSES } from '#shared/lib/specbook-csv';
import type { TSpecImport, TSpecImportFilter } from '#shared/schemas/spec-import';

/** Entries answered at most: the newest imports of a spec. */
export const SPEC_IMPORTS_LIMIT = 100;

type Placement = {
  joinId: number;
  originalImportId: number | null;
  updatedImportId: number | null;
  run: { id: number; kind: string; status: string; fileName: string; createdAt: Date; finishedAt: Date | null };
  user: { id: number; name: string };
  specbook: { id: number; name: string };
};

/** The placements of the spec in the account's specbooks with each import that wrote one of its ids, newest import first. */
async function readPlacements(ctx: ServiceContext, specId: number, filter: TSpecImportFilter): Promise<Placement[]> {
  const accountId = ctx.user.accountId;
  const conditions: (SQL | undefined)[] = [eq(specSpecbooks.accountId, accountId), eq(specSpecbooks.specId, specId)];
  if (filter.specbookId !== undefined) conditions.push(eq(specSpecbooks.specbookId, filter.specbookId));
  if (filter.kind !== undefined) conditions.push(eq(imports.kind, filter.kind));
  return ctx.db
    .select({
      joinId: specSpecbooks.id,
      originalImportId: specSpecbooks.originalImportId,
      updatedImportId: specSpecbooks.updatedImportId,
      run: { id: imports.id, kind: imports.kind, status: imports.status, fileName: imports.fileName, createdAt: imports.createdAt, finishedAt: imports.finishedAt },
      user: { id: users.id, name: users.name },
      specbook: { id: specbooks.id, name: specbooks.name },
    })
    .from(specSpecbooks)
    .innerJoin(
      imports,
      and(eq(imports.accountId, accountId), or(eq(imports.id, specSpecbooks.originalImportId), eq(imports.id, specSpecbooks.updatedImportId))),
    )
    .innerJoin(specbooks, eq(specbooks.id, specSpecbooks.specbookId))
    .innerJoin(users, eq(users.id, imports.userId))
    .where(and(...conditions))
    .orderBy(desc(imports.createdAt), desc(imports.id), specSpecbooks.id);
}

/** What the import did to the placement: created it, updated it last, or both. */
function actionsOf(placement: Placement): TSpecImport['action'][] {
  const actions: TSpecImport['action'][] = [];
  if (placement.originalImportId === placement.run.id) actions.push('created');
  if (placement.updatedImportId === placement.run.id) actions.push('updated');
  return actions;
}

const asKind = (kind: string): TSpecImport['kind'] => (SPEC_IMPORT_KINDS as readonly string[]).includes(kind) ? (kind as TSpecImport['kind']) : 'csv';
const asStatus = (status: string): TSpecImport['status'] =>
  (IMPORT_STATUSES as readonly string[]).includes(status) ? (status as TSpecImport['status']) : 'failed';

/** One entry per import and action, in the placements' order, gathering the placements it wrote. */
function groupEntries(placements: Placement[], action: TSpecImportFilter['action']): TSpecImport[] {
  const entries = new Map<string, TSpecImport>();
  for (const placement of placements) {
    for (const done of actionsOf(placement)) {
      if (action !== undefined && done !== action) continue;
      const key = `${placement.run.id}:${done}`;
      const entry = entries.get(key);
      if (entry) {
        entry.joinIDs.push(placement.joinId);
        continue;
      }
      const { run } = placement;
      entries.set(key, {
        id: run.id,
        importId: run.id,
        kind: asKind(run.kind),
        action: done,
        status: asStatus(run.status),
        fileName: run.fileName,
        createdAt: run.createdAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        user: placement.user,
        specbook: placement.specbook,
        joinIDs: [placement.joinId],
      });
    }
  }
  return [...entries.values()].slice(0, SPEC_IMPORTS_LIMIT);
}

/**
 * GET / POST {u}/specs/{specId}/imports: the import runs (CSV, AI PDF-quote) that created or last
 * updated the catalogue spec in the account's specbooks, newest first, at most
 * {@link SPEC_IMPORTS_LIMIT}; `filter` narrows them to one specbook, kind or action.
 * @throws NotFoundError for a spec the account cannot see or another account's specbook.
 */
export async function listSpecImports(ctx: ServiceContext, specIdParam: number | string, filter: TSpecImportFilter): Promise<TSpecImport[]> {
  const spec = await visibleSpec(ctx, rowId(specIdParam));
  if (filter.specbookId !== undefined) await requireSpecbook(ctx, filter.specbookId);
  return groupEntries(await readPlacements(ctx, spec.id, filter), filter.action);
}
