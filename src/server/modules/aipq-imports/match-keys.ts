/**
 * The pure side of matching a quote line to the catalogue (docs/decisions/057): keys normalised
 * like specs.model_normalized, model variants (finish suffix removed, OCR letter/digit swaps),
 * similarity of manufacturer names, and the score of a candidate (the names' similarity comes from
 * pg_trgm, match.ts).
 */
import { baseModelOf } from '#shared/lib/catalogue';

/** Lower-cased, letters and digits only: the same rule as specs.model_normalized ('K-2345 BN' → 'k2345bn'). */
export function normalizeKey(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Characters an OCR engine confuses, both ways: O/0, I/l/1, S/5, B/8, Z/2. */
const OCR_SWAPS: Readonly<Record<string, readonly string[]>> = {
  o: ['0'],
  '0': ['o'],
  i: ['1', 'l'],
  l: ['1', 'i'],
  '1': ['i', 'l'],
  s: ['5'],
  '5': ['s'],
  b: ['8'],
  '8': ['b'],
  z: ['2'],
  '2': ['z'],
};

/** At most this many OCR variants of one model are looked up. */
export const OCR_VARIANT_LIMIT = 64;

/** The OCR spellings of a model key (itself excluded), fewest swaps first, at most OCR_VARIANT_LIMIT. */
export function ocrVariants(key: string): string[] {
  const seen = new Set([key]);
  let frontier = [key];
  while (frontier.length > 0 && seen.size <= OCR_VARIANT_LIMIT) {
    const next: string[] = [];
    for (const word of frontier) {
      for (let i = 0; i < word.length; i += 1) {
        for (const swap of OCR_SWAPS[word[i]!] ?? []) {
          const variant = word.slice(0, i) + swap + word.slice(i + 1);
          if (seen.has(variant) || seen.size > OCR_VARIANT_LIMIT) continue;
          seen.add(variant);
          next.push(variant);
        }
      }
    }
    frontier = next;
  }
  seen.delete(key);
  return [...seen];
}

/** A finish suffix is this long at most ('BN', 'CP', '2BZ', 'ORB', 'SSTL'). */
export const FINISH_MAX = 4;
/** Model keys shorter than this are not looked up by prefix (too many specs start so). */
export const PREFIX_MIN = 4;

/**
 * The model key without its finish suffix ('K-2345-BN' → 'k2345'), or null when it has none: the
 * last part after a dash, space or slash, of at most FINISH_MAX characters with a letter.
 */
export function baseKeyOf(model: string): string | null {
  const base = baseModelOf(model);
  const suffix = normalizeKey(model.trim().slice(base.length));
  const key = normalizeKey(base);
  const isFinish = suffix.length > 0 && suffix.length <= FINISH_MAX && /\p{L}/u.test(suffix);
  return isFinish && key.length >= PREFIX_MIN ? key : null;
}

/** The letter pairs of a text (for the Dice coefficient). */
function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1) {
    const gram = text.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of two texts' letter pairs, 0–1 (1 for equal texts). */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return a === '' ? 0 : 1;
  if (a.length < 2 || b.length < 2) return 0;
  const left = bigrams(a);
  let shared = 0;
  for (const [gram, count] of bigrams(b)) shared += Math.min(count, left.get(gram) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/**
 * How alike two manufacturer names are, 0–1: equal normalised names 1; one containing the other
 * ('Kohler' in 'Kohler Co.') 0.9; otherwise their letter-pair similarity.
 */
export function manufacturerSimilarity(a: string | null, b: string | null): number {
  const x = normalizeKey(a);
  const y = normalizeKey(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  if (Math.min(x.length, y.length) >= 3 && (x.includes(y) || y.includes(x))) return 0.9;
  return diceSimilarity(x, y);
}

/** How a candidate was found. */
export type MatchStep = 'supplier' | 'model' | 'variant' | 'trigram';

/** What the score of a candidate is made of. */
export interface ScoreFacts {
  step: MatchStep;
  /** Similarity of the line's and the spec's manufacturer (0 when the line names none). */
  manufacturer: number;
  /** Whether the line names a manufacturer at all. */
  lineHasManufacturer: boolean;
  /** pg_trgm similarity of the line's description to the spec's name (0 when the line has none). */
  name: number;
  /** Similarity of the model keys (1 for an exact model, the trigram similarity otherwise). */
  model: number;
  /** The only spec with this model (step 'model'). */
  unique: boolean;
}

/** A manufacturer similarity this high counts as the same manufacturer. */
export const SAME_MANUFACTURER = 0.9;

const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/**
 * The score of a candidate, 0–1, against MATCH_THRESHOLDS (high 0.9, review 0.55):
 * - a match the seller confirmed for the supplier: 1;
 * - exact model and the same manufacturer: 0.95–1 (the name breaks ties);
 * - exact model, the line names no manufacturer: 0.75–0.85, or 0.85–0.95 for the only spec of that
 *   model (high once the names are half alike);
 * - exact model of another manufacturer: 0.55–0.85 (review at best);
 * - a variant (finish suffix, OCR swap): 0.6–0.88, never high by itself;
 * - trigram similarity: ≤ 0.85.
 */
export function scoreOf(f: ScoreFacts): number {
  const same = f.manufacturer >= SAME_MANUFACTURER;
  switch (f.step) {
    case 'supplier':
      return 1;
    case 'model':
      if (same) return clamp(0.95 + 0.05 * f.name);
      if (!f.lineHasManufacturer) return clamp((f.unique ? 0.85 : 0.75) + 0.1 * f.name);
      return clamp(0.55 + 0.2 * f.manufacturer + 0.1 * f.name);
    case 'variant':
      return clamp((same ? 0.78 : f.lineHasManufacturer ? 0.6 : 0.7) + 0.1 * f.name);
    case 'trigram':
      return clamp(Math.min(0.85, 0.75 * f.model + (same ? 0.1 : 0) + 0.1 * f.name));
  }
}
