/**
 * What the `llm` engine asks an OpenAI-compatible model for, and how its answer becomes tables:
 * the prompt, the answer's zod schema (a JSON object of tables of quote lines) and the conversion
 * to the extraction's table shape (fixed columns, roles known, no boxes: a model gives no positions).
 */
import { z } from 'zod';
import type { TExtractionLine, TExtractionTable } from '#shared/schemas/aipq';
import { checkLine, checkSection, type LineFigures, type LineVerdict } from './line-checks';
import { parseMoney, parsePercent } from './quote-numbers';

/** The system message: what to read and the exact JSON to answer. */
export const LLM_SYSTEM_PROMPT = `You read supplier quotes for building products (plumbing, lighting, hardware, appliances, tile).
The user message is the text of chosen pages of one quote PDF, line by line, with "--- Page N ---" before each page; wide gaps between columns are kept as several spaces.
Answer ONE JSON object and nothing else:
{"supplier": string|null, "tables": [{"title": string, "lines": [{"room": string|null, "model": string, "name": string, "manufacturer": string|null, "quantity": number, "unitPrice": string, "discount": string|null, "amount": string}], "subtotals": [{"room": string|null, "amount": string}]}]}
Rules:
- supplier: the company that issued the quote (its letterhead), not the customer.
- One table per priced table of the quote; a table that continues on the next page is the same table.
- One line per priced product line, in print order. Leave out subtotals, discounts on the whole quote, tax, freight and totals.
- room: the section heading the line sits under (e.g. "Master Bath"), null when there is none.
- model: the product code or model number exactly as printed (from its own column, or from the description, e.g. "[AB-123]" or "AB-123 - Name"); name: the description without the code, joined across wrapped lines.
- quantity: a number. unitPrice and amount: decimal strings with a dot and two decimals and no currency or thousands separators ("1234.50"); unitPrice before any line discount, amount as printed.
- discount: a line discount as printed, "10%" or an amount off the line ("12.50"); null when there is none.
- subtotals: each printed section subtotal with its room; [] when there are none.
- When the pages hold no priced lines, answer {"supplier": null, "tables": []}.`;

/** A number or a decimal string, as models write them. */
const zMoney = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).replace(/[^\d.-]/g, '');
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount)) {
    ctx.addIssue({ code: 'custom', message: 'not an amount' });
    return z.NEVER;
  }
  return amount.toFixed(2);
});

const zText = z.string().trim();

/** One quote line as the model answers it. */
export const ZLlmLine = z.object({
  room: zText.nullish().transform((room) => room || null),
  model: zText.min(1),
  name: zText.nullish().transform((name) => name ?? ''),
  manufacturer: zText.nullish().transform((manufacturer) => manufacturer || null),
  quantity: z.coerce.number().positive(),
  unitPrice: zMoney,
  discount: z.union([z.string(), z.number()]).nullish().transform((discount) => (discount === null || discount === undefined || discount === '' ? null : String(discount))),
  amount: zMoney,
});
export type TLlmLine = z.output<typeof ZLlmLine>;

/** The model's whole answer. */
export const ZLlmAnswer = z.object({
  supplier: zText.nullish().transform((supplier) => supplier || null),
  tables: z.array(
    z.object({
      title: zText.nullish().transform((title) => title ?? ''),
      lines: z.array(ZLlmLine),
      subtotals: z.array(z.object({ room: zText.nullish().transform((room) => room || null), amount: zMoney })).nullish().transform((subtotals) => subtotals ?? []),
    }),
  ),
});
export type TLlmAnswer = z.output<typeof ZLlmAnswer>;

/** The columns of a table the llm engine answers, and the roles they play. */
export const LLM_COLUMNS = ['Room', 'Model', 'Description', 'Manufacturer', 'Qty', 'Unit price', 'Amount'] as const;
const LLM_ROLES: TExtractionTable['roles'] = { room: 0, model: 1, name: 2, manufacturer: 3, quantity: 4, unitPrice: 5, amount: 6 };

/** A line's cells in the order of LLM_COLUMNS. */
function cellsOf(line: TLlmLine): string[] {
  return [line.room ?? '', line.model, line.name, line.manufacturer ?? '', String(line.quantity), line.unitPrice, line.amount];
}

/** A line's figures for the checks (no OCR confidence: the model read text). */
function figuresOf(line: TLlmLine): LineFigures {
  const percent = line.discount === null ? null : parsePercent(line.discount);
  const money = line.discount === null || percent !== null ? null : parseMoney(line.discount);
  const discount = percent !== null ? { percent } : money !== null ? { money } : null;
  return { quantity: line.quantity, unitPrice: Number(line.unitPrice), amount: Number(line.amount), discount, ocrConfidence: null };
}

/** The lines of one answered table, checked: each line's arithmetic, then each room's sum against its printed subtotal. */
function checkedLines(table: TLlmAnswer['tables'][number]): TExtractionLine[] {
  const verdicts: LineVerdict[] = table.lines.map((line) => checkLine(figuresOf(line)));
  for (const subtotal of table.subtotals) {
    const inRoom = table.lines.flatMap((line, index) => (line.room === subtotal.room ? [index] : []));
    if (inRoom.length > 0) checkSection(inRoom.map((index) => Number(table.lines[index]!.amount)), Number(subtotal.amount), inRoom.map((index) => verdicts[index]!));
  }
  return table.lines.map((line, index) => {
    const cells = cellsOf(line);
    return { cells, boxes: cells.map(() => null), confidence: verdicts[index]!.confidence, checks: verdicts[index]!.checks };
  });
}

/** The answer's tables in the extraction's shape (tables without lines left out), their lines checked; no boxes. */
export function answerTables(answer: TLlmAnswer): TExtractionTable[] {
  return answer.tables
    .filter((table) => table.lines.length > 0)
    .map((table, index) => {
      const lines = checkedLines(table);
      return {
        id: `t${index + 1}`,
        title: table.title || `Table ${index + 1}`,
        columns: [...LLM_COLUMNS],
        rows: lines.map((line) => line.cells),
        lines,
        roles: { ...LLM_ROLES },
      };
    });
}
