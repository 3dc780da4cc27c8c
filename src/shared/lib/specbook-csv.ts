/**
 * The CSV export and import of a specbook (spec/business-records.md §7 "CSV and general imports",
 * §8 "Imports", §9; docs/decisions/036): the columns, how a header names them, the separators and
 * the messages. Shared by the server (which reads and writes the files) and the client (its modal).
 */

/** The spec's messages and file name. */
export const CSV_MESSAGES = {
  /** §8 "Imports": any file that cannot be read as a specbook CSV. */
  unableToImport: 'Unable to import file',
  /** §9: the export is saved as "Exported Specbook" (with the .csv extension, decision 036). */
  exportFileName: 'Exported Specbook.csv',
  separatorInvalid: 'Separator must be comma, semicolon, tab or pipe.',
  fileTooLarge: 'The file must be at most 50 MB.',
  noHeader: 'The first line must name the columns, with at least Manufacturer and Model Number.',
  notText: 'The file is not a CSV text file.',
  noMatch: 'No catalogue spec has this manufacturer and model number.',
  statusUnknown: 'Unknown status: imported as Open.',
  statusNotSettable: 'This status is set by invoices and payments: imported as Open.',
  optionalUnknown: 'Optional must be Yes or No: imported as No.',
  advancedIgnored: 'Cost and multiplier were not imported: advanced pricing needs the access code.',
  interrupted: 'The import was interrupted (the server restarted). Please import the file again.',
  exportFailed: 'Could not export the specbook.',
  importNotFound: 'Import not found.',
} as const;

/** Largest file accepted, in megabytes. */
export const CSV_MAX_MB = 50;

/** The separators a user may choose, by name, with their characters. */
export const CSV_SEPARATORS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
/** A separator's name. */
export type CsvSeparator = keyof typeof CSV_SEPARATORS;
/** Labels of the separators, in the order the modal lists them. */
export const CSV_SEPARATOR_LABELS: Record<CsvSeparator, string> = {
  comma: 'Comma (,)',
  semicolon: 'Semicolon (;)',
  tab: 'Tab',
  pipe: 'Pipe (|)',
};

/** The separator named by `value` (its name or the character itself), or null. */
export function csvSeparatorOf(value: string | undefined): CsvSeparator | null {
  if (value === undefined || value === '') return 'comma';
  const lower = value.toLowerCase();
  if (lower in CSV_SEPARATORS) return lower as CsvSeparator;
  const found = (Object.keys(CSV_SEPARATORS) as CsvSeparator[]).find((name) => CSV_SEPARATORS[name] === value || (value === '\\t' && name === 'tab'));
  return found ?? null;
}

/** The fields a specbook CSV carries. */
export type CsvField =
  | 'room'
  | 'manufacturer'
  | 'modelNumber'
  | 'name'
  | 'finish'
  | 'quantity'
  | 'listPrice'
  | 'salePrice'
  | 'cost'
  | 'multiplier'
  | 'shippingCost'
  | 'optional'
  | 'status'
  | 'tags'
  | 'specId';

/**
 * The export's columns in order, each with its header and the other headers an import accepts
 * for it (compared lower-cased without spaces or punctuation, see {@link headerKey}).
 */
export const CSV_COLUMNS: readonly { field: CsvField; header: string; aliases: readonly string[] }[] = [
  { field: 'room', header: 'Room', aliases: ['category', 'roomname', 'categoryname', 'area'] },
  { field: 'manufacturer', header: 'Manufacturer', aliases: ['manufacturername', 'brand', 'vendor', 'mfr', 'mfg'] },
  { field: 'modelNumber', header: 'Model Number', aliases: ['model', 'modelno', 'modelnum', 'sku', 'partnumber', 'itemnumber'] },
  { field: 'name', header: 'Name', aliases: ['specname', 'productname', 'product'] },
  { field: 'finish', header: 'Finish', aliases: [] },
  { field: 'quantity', header: 'Quantity', aliases: ['qty'] },
  { field: 'listPrice', header: 'List Price', aliases: ['list', 'msrp', 'price'] },
  { field: 'salePrice', header: 'Sale Price', aliases: ['sale', 'sellprice', 'netprice'] },
  { field: 'cost', header: 'Cost', aliases: ['unitcost'] },
  { field: 'multiplier', header: 'Multiplier', aliases: [] },
  { field: 'shippingCost', header: 'Shipping Cost', aliases: ['shipping'] },
  { field: 'optional', header: 'Optional', aliases: ['isoptional'] },
  { field: 'status', header: 'Status', aliases: [] },
  { field: 'tags', header: 'Tags', aliases: ['tag'] },
  { field: 'specId', header: 'Spec ID', aliases: ['specid'] },
];

/** A header or value compared loosely: lower case, letters and digits only ('Model #' → 'model'). */
export function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The field a header names, or null for a column the import ignores. */
export function fieldOfHeader(header: string): CsvField | null {
  const key = headerKey(header);
  if (key === '') return null;
  const column = CSV_COLUMNS.find((c) => headerKey(c.header) === key || c.aliases.includes(key));
  return column?.field ?? null;
}

/** Where an import is: waiting, running, done or failed. */
export const IMPORT_STATUSES = ['queued', 'processing', 'complete', 'failed'] as const;
/** One import status. */
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** How often the client asks for an import's status, in milliseconds. */
export const IMPORT_POLL_MS = 1000;

/** The summary sentence of a finished import. */
export function importSummary(counts: { rows: number; imported: number; unmatched: number; skipped: number }): string {
  const parts = [`Imported ${counts.imported} of ${counts.rows} ${counts.rows === 1 ? 'row' : 'rows'}.`];
  if (counts.unmatched > 0) parts.push(`${counts.unmatched} did not match a catalogue spec.`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} had values that could not be imported.`);
  return parts.join(' ');
}
