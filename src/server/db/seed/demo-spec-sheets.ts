/**
 * Spec sheets of the demo catalogue: one-page PDFs (spec-sheet-drawing.ts, written once by
 * scripts/generate-demo-assets.ts into spec-sheets/ beside this file) stored through the file
 * storage as the platform's "specification" documents of the global specs, so that the catalogue,
 * the e-Specbook and the merged specbook PDFs have real spec sheets to show.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { specDocuments, specs } from '#server/db/schema/index';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import { DEMO_SPECS, type DemoSpec } from './catalogue-data';

/** Every product but each fourth in catalogue order has a spec sheet, as in a real catalogue where some are missing. */
export const DEMO_SPEC_SHEET_SPECS: DemoSpec[] = DEMO_SPECS.filter((_, i) => i % 4 !== 3);

/** Where the generated spec sheets are kept, `{model in lower case}.pdf`. */
export const SPEC_SHEET_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'spec-sheets');

/** The file name of a product's spec sheet in {@link SPEC_SHEET_DIR}. */
export function specSheetFile(spec: DemoSpec): string {
  return `${spec.model.toLowerCase()}.pdf`;
}

/** Files stored at once (local folder or S3). */
const PUT_CONCURRENCY = 16;

/** The ids of the demo specs by model that have no platform spec sheet yet. */
async function specsWithoutSheet(db: Db): Promise<Map<string, number>> {
  const models = DEMO_SPEC_SHEET_SPECS.map((s) => s.model);
  const rows = await db
    .select({ id: specs.id, model: specs.modelNumber })
    .from(specs)
    .where(and(isNull(specs.accountId), inArray(specs.modelNumber, models)));
  const withSheet = new Set(
    (
      await db
        .selectDistinct({ specId: specDocuments.specId })
        .from(specDocuments)
        .where(and(isNull(specDocuments.accountId), eq(specDocuments.type, SPEC_DOCUMENT_TYPES.specification), inArray(specDocuments.specId, rows.map((r) => r.id))))
    ).map((r) => r.specId),
  );
  return new Map(rows.filter((r) => !withSheet.has(r.id)).map((r) => [r.model, r.id]));
}

/** Copies one spec sheet into the storage; answers its document row. */
async function storeSheet(storage: FileStorage, spec: DemoSpec, specId: number): Promise<typeof specDocuments.$inferInsert> {
  const pdf = await readFile(path.join(SPEC_SHEET_DIR, specSheetFile(spec)));
  const key = newStorageKey('pdf', { prefix: 'spec-files' });
  await storage.put(key, pdf, { contentType: 'application/pdf' });
  return { specId, accountId: null, type: SPEC_DOCUMENT_TYPES.specification, name: `${spec.model} Spec Sheet.pdf`, path: key, contentType: 'application/pdf', size: pdf.length };
}

/**
 * Stores the spec sheets of the demo specs that have none yet, and adds them as the
 * platform's specification documents (one bulk insert). Idempotent; files are written once.
 */
export async function seedDemoSpecSheets(db: Db, storage: FileStorage): Promise<number> {
  const missing = await specsWithoutSheet(db);
  if (missing.size === 0) return 0;
  const todo = DEMO_SPEC_SHEET_SPECS.filter((spec) => missing.has(spec.model));
  const rows: (typeof specDocuments.$inferInsert)[] = [];
  for (let i = 0; i < todo.length; i += PUT_CONCURRENCY) {
    const batch = await Promise.all(todo.slice(i, i + PUT_CONCURRENCY).map((spec) => storeSheet(storage, spec, missing.get(spec.model)!)));
    rows.push(...batch);
  }
  if (rows.length) await db.insert(specDocuments).values(rows);
  return rows.length;
}
