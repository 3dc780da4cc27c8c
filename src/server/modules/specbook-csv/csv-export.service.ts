/**
 * CSV export of a specbook (spec/client-view-and-downloads.md §2.11, business-records.md §9;
 * docs/decisions/036): one row per spec in the specbook, rooms in order with Miscellaneous last,
 * specs in their order, in the columns of CSV_COLUMNS. Read with one query (prices as the pricing
 * service reads them: the list price falls back to the catalogue's), written by csv-stringify with
 * every cell's formula neutralised (lib/csv/formula-cells; the import restores them).
 */
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '#server/lib/context';
import { csvStream } from '#server/lib/csv/csv-stream';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { CSV_COLUMNS, type CsvField } from '#shared/lib/specbook-csv';
import { STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';

type ExportRow = Record<CsvField, string | null>;

const STATUS_NAME = new Map(STATUSES.map((s) => [s.value, s.name]));

/** The specbook's specs as CSV rows, in room order (Miscellaneous last) and spec order. */
async function exportRows(ctx: ServiceContext, specbookId: number, accountId: number): Promise<ExportRow[]> {
  const result = await ctx.db.execute<Omit<ExportRow, 'optional' | 'status'> & { optional: boolean; status: string }>(sql`
    with tag_names as (
      select st.spec_specbook_id as id, string_agg(t.name, ', ' order by lower(t.name)) as tags
        from spec_specbooks x
        join spec_specbook_tags st on st.spec_specbook_id = x.id
        join tags t on t.id = st.tag_id and t.account_id = ${accountId}
       where x.specbook_id = ${specbookId}
       group by st.spec_specbook_id)
    select coalesce(c.name, ${WM.miscellaneous}) as room, m.name as manufacturer, s.model_number as "modelNumber",
           coalesce(ss.name, s.name) as name, s.finish, ss.quantity::text as quantity,
           coalesce(ss.list_price, s.list_price)::text as "listPrice", ss.sale_price::text as "salePrice", ss.cost::text as cost,
           ss.multiplier::text as multiplier, ss.shipping_cost::text as "shippingCost", ss.is_optional as optional, ss.status,
           tn.tags, s.id::text as "specId"
      from spec_specbooks ss
      join specs s on s.id = ss.spec_id
      join manufacturers m on m.id = s.manufacturer_id
      left join categories c on c.id = ss.category_id
      left join tag_names tn on tn.id = ss.id
     where ss.specbook_id = ${specbookId} and ss.account_id = ${accountId}
     order by c.id is null, c.sort_order, c.id, ss.sort_order, ss.id`);
  return result.rows.map((r) => ({ ...r, optional: r.optional ? 'Yes' : 'No', status: STATUS_NAME.get(r.status) ?? r.status }));
}

/**
 * GET {u}/specbook/{id}/csv: the specbook as CSV text (lib/csv csvStream: UTF-8 with a BOM), streamed.
 * @throws NotFoundError for another account's specbook.
 */
export async function exportSpecbookCsv(ctx: ServiceContext, specbookId: number): Promise<Readable> {
  const book = await requireSpecbook(ctx, specbookId);
  const rows = await exportRows(ctx, book.id, book.accountId);
  return csvStream(CSV_COLUMNS.map((c) => ({ key: c.field, header: c.header })), rows);
}
