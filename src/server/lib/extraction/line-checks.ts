/**
 * The confidence checks of extracted quote lines (docs/decisions/057): qty × unit price = amount
 * (within a cent per unit, a line discount allowed), section sums = printed subtotals, and the
 * OCR confidence of the words read. Each failed check lowers the line's confidence and is named in
 * its `checks`.
 */
import { parseMoney, parsePercent } from './quote-numbers';

/** The figures of one line as read. */
export interface LineFigures {
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  /** A line discount: percent or money off the line. */
  discount: { percent: number } | { money: number } | null;
  /** The lowest OCR confidence (0–1) of the words of the line's model and figures; null for a text layer. */
  ocrConfidence: number | null;
}

/** The discount of a line's discount cell: a percentage ('10%') or money off ('(12.00)'); null for none. */
export function discountOf(text: string): LineFigures['discount'] {
  const percent = parsePercent(text);
  if (percent !== null) return { percent };
  const money = parseMoney(text);
  return money === null ? null : { money: Math.abs(money) };
}

/** A line's confidence and the checks that lowered it. */
export interface LineVerdict {
  confidence: number;
  checks: string[];
}

/** Confidence of a line whose figures do not add up (below LINE_CONFIDENCE_MIN). */
const FAILED = 0.4;
/** Confidence of a line with a figure missing: it cannot be checked. */
const UNCHECKED = 0.6;
/** OCR words below this confidence lower the line. */
const OCR_TRUSTED = 0.9;

/** True when two amounts agree within a cent per unit (rounding of the unit price). */
function agrees(expected: number, amount: number, quantity: number): boolean {
  return Math.abs(expected - amount) <= 0.01 * Math.max(1, quantity) + 0.005;
}

/** The amounts a line may show after its discount. */
function candidates(figures: Pick<LineFigures, 'discount' | 'quantity'>, gross: number): number[] {
  const { discount, quantity } = figures;
  if (!discount) return [gross];
  if ('percent' in discount) return [gross, (gross * (100 - discount.percent)) / 100];
  return [gross, gross - discount.money, gross - discount.money * (quantity ?? 1)];
}

/** True when a line's quantity × unit price gives its amount (its discount allowed); false when a figure is missing. */
export function addsUp(figures: Omit<LineFigures, 'ocrConfidence'>): boolean {
  const { quantity, unitPrice, amount } = figures;
  if (quantity === null || unitPrice === null || amount === null) return false;
  return candidates(figures, quantity * unitPrice).some((expected) => agrees(expected, amount, quantity));
}

/** The arithmetic check of one line, then its OCR confidence. */
export function checkLine(figures: LineFigures): LineVerdict {
  const verdict: LineVerdict = { confidence: 1, checks: [] };
  const { quantity, unitPrice, amount } = figures;
  if (quantity === null || unitPrice === null || amount === null) {
    verdict.confidence = UNCHECKED;
    verdict.checks.push('quantity, unit price or amount not read');
  } else if (!addsUp(figures)) {
    verdict.confidence = FAILED;
    verdict.checks.push('qty × unit ≠ amount');
  }
  if (figures.ocrConfidence !== null && figures.ocrConfidence < OCR_TRUSTED) {
    verdict.confidence = Math.min(verdict.confidence, figures.ocrConfidence);
    verdict.checks.push(`ocr confidence ${figures.ocrConfidence.toFixed(2)}`);
  }
  return verdict;
}

/**
 * Compares a section's amounts with its printed subtotal; when they differ, every line of the
 * section loses a quarter of its confidence and names the check.
 */
export function checkSection(amounts: Array<number | null>, subtotal: number, verdicts: LineVerdict[]): void {
  const sum = amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);
  if (Math.abs(sum - subtotal) <= 0.01 * amounts.length + 0.005) return;
  for (const verdict of verdicts) {
    verdict.confidence = Math.max(0, verdict.confidence - 0.25);
    verdict.checks.push('section sum ≠ subtotal');
  }
}
