/** API shapes of catalogue specs (spec/workspace.md §3 "Spec"). */
import { getTableColumns } from 'drizzle-orm';
import { manufacturers, specs } from '#server/db/schema/index';
import { overstockOf } from '#server/modules/inventory/overstock';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';

// The search document and the manufacturer name copied for it are search internals, never answered.
const { searchVector: _searchVector, manufacturerName: _manufacturerName, ...specColumns } = getTableColumns(specs);

/** The columns of a spec that are read (all but the full-text document and its manufacturer-name copy). */
export const SPEC_COLUMNS = specColumns;

/** A spec row as the catalogue reads it. */
export type SpecRow = Omit<typeof specs.$inferSelect, 'searchVector' | 'manufacturerName'>;

/** What a catalogue read selects (over specs joined to manufacturers): the spec, its manufacturer's name and whether the account's stock of it is overstock. */
export function catalogueColumns(accountId: number) {
  return { spec: SPEC_COLUMNS, manufacturerName: manufacturers.name, overstock: overstockOf(accountId, specs.id) };
}

/** A row read with {@link catalogueColumns}. */
export interface CatalogueRow {
  spec: SpecRow;
  manufacturerName: string;
  overstock: boolean;
}

/**
 * A catalogue spec in a list: identity, manufacturer, model (as entered, normalised, base),
 * attribute names, image, UPC, list price (null with showPrice=false), global, archived and overstock.
 */
export function toCatalogueSpec({ spec, manufacturerName, overstock }: CatalogueRow, showPrice: boolean, inSpecbook?: boolean): TCatalogueSpec {
  return {
    id: spec.id,
    specID: spec.id,
    name: spec.name,
    description: spec.description,
    modelNumber: spec.modelNumber,
    model: spec.modelNumber,
    modelNormalized: spec.modelNormalized,
    baseModel: spec.baseModel,
    manufacturerID: spec.manufacturerId,
    manufacturerName,
    manufacturer: { id: spec.manufacturerId, name: manufacturerName },
    finishName: spec.finish,
    styleName: spec.style,
    installationName: spec.installation,
    materialName: spec.material,
    collectionName: spec.collection,
    categoryName: spec.category,
    imageName: spec.imageName,
    upc: spec.upc,
    price: showPrice ? { list: spec.listPrice } : null,
    global: spec.accountId === null,
    archived: spec.archived,
    updatedAt: spec.updatedAt.toISOString(),
    overstock,
    inventory: { overstock },
    ...(inSpecbook === undefined ? {} : { inSpecbook }),
  };
}
