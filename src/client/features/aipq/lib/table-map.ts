import type { TCreateAipqImport, TExtractionTable, TImportTableMap } from '#shared/schemas/aipq';

/** The seller's map of one table: a column index for each target, null when not mapped. */
export type TColumnMap = { model: number | null; category: number | null; manufacturer: number | null };

/** The maps of every table of an extraction, by table id. */
export type TTableMaps = Record<string, TColumnMap>;

/** The targets a column can be mapped to, with their labels; model is required to import a table. */
export const MAP_TARGETS = [
  { key: 'model', label: 'Model' },
  { key: 'category', label: 'Category (room)' },
  { key: 'manufacturer', label: 'Manufacturer' },
] as const satisfies ReadonlyArray<{ key: keyof TColumnMap; label: string }>;

/** How many columns and values the preview shows (spec §9 "Import preview: first 3 columns"). */
export const PREVIEW_COLUMNS = 3;

/** A column index when it names one of the table's columns, otherwise null. */
function inTable(table: TExtractionTable, index: number | null): number | null {
  return index !== null && index >= 0 && index < table.columns.length ? index : null;
}

/** A table's map pre-filled from the engine's guess (`roles`): model, room → category, manufacturer. */
export function mapFromRoles(table: TExtractionTable): TColumnMap {
  return { model: inTable(table, table.roles.model), category: inTable(table, table.roles.room), manufacturer: inTable(table, table.roles.manufacturer) };
}

/** The pre-filled maps of every table. */
export function initialMaps(tables: readonly TExtractionTable[]): TTableMaps {
  return Object.fromEntries(tables.map((t) => [t.id, mapFromRoles(t)]));
}

/** The tables that will be imported: only those with a mapped model (spec §5 "Imports"), in the extraction's order. */
export function tablesToImport(tables: readonly TExtractionTable[], maps: TTableMaps): TImportTableMap[] {
  return tables.flatMap((t) => {
    const map = maps[t.id];
    if (!map || map.model === null) return [];
    return [{ table: { id: t.id }, map: { model: map.model, category: map.category, manufacturer: map.manufacturer } }];
  });
}

/** The create-import body of an extraction and its maps. */
export function createImportBody(extractionId: number, tables: readonly TExtractionTable[], maps: TTableMaps): TCreateAipqImport {
  return { createImportRequest: { extraction: { id: extractionId }, tables: tablesToImport(tables, maps) } };
}

/** One column of the preview: its name and its first values. */
export type TPreviewColumn = { index: number; name: string; values: string[] };

/** The preview of a table (spec §2 step 4): its first 3 columns, each with its first 3 values. */
export function previewColumns(table: TExtractionTable): TPreviewColumn[] {
  return table.columns.slice(0, PREVIEW_COLUMNS).map((name, index) => ({
    index,
    name,
    values: table.rows.slice(0, PREVIEW_COLUMNS).map((row) => row[index] ?? ''),
  }));
}
