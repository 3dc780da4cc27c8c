/** Who issued a quote: the largest name at the top of its first page. */
import { groupLines, joinClose, type PositionedPage } from './positioned-text';

/** Titles of the document itself, not its issuer. */
const DOCUMENT_TITLE = /^(quot(e|ation)|proposal|estimate|invoice|bid|sales order|order confirmation|pro ?forma|page\b)/i;

/**
 * The supplier's name from the first page: among the runs of text in its top quarter, the one in
 * the largest type that is not the document's title ('QUOTE', 'Proposal'…) and has letters; null
 * when there is none.
 */
export function supplierOf(firstPage: PositionedPage): string | null {
  const top = groupLines(firstPage).filter((line) => line.y < firstPage.height * 0.25);
  const runs = top.flatMap((line) => joinClose(line.words, line.height * 0.6));
  const candidates = runs.filter((run) => /[A-Za-z]{2}/.test(run.text) && !DOCUMENT_TITLE.test(run.text.trim()));
  const best = candidates.reduce<(typeof candidates)[number] | null>((found, run) => (!found || run.height > found.height * 1.05 || (run.height >= found.height * 0.95 && run.y < found.y) ? run : found), null);
  return best ? best.text.trim() : null;
}
