/**
 * Deterministic quote lines for the corpus: mostly the demo catalogue's products
 * (src/server/db/seed/catalogue-data.ts), some unknown products and some slightly-off model
 * numbers (finish suffix missing, OCR-like letter/digit swaps), at dealer prices.
 */
import { DEMO_MANUFACTURERS, FIRST_SPECS } from '../../src/server/db/seed/catalogue-data';
import type { QuoteLine } from './types';

/** Products no catalogue has (they become the account's own specs). */
const UNKNOWN_PRODUCTS = [
  { model: 'ZT-7781-GR', name: 'Terrazzo Vanity Top 48 in.', manufacturer: 'Zenith Terrazzo', price: '1180.00', description: 'Poured terrazzo top with integral backsplash and two faucet drillings.' },
  { model: 'MW-220-OAK', name: 'Floating Vanity Cabinet 36 in.', manufacturer: 'Millwright Cabinetry', price: '1640.00', description: 'White oak veneer, two soft-close drawers, wall mounted.' },
  { model: 'LX-DM-0042', name: 'Dimmer Switch, Smart', manufacturer: 'Luxwell Controls', price: '74.50', description: 'Wi-Fi dimmer for LED loads, neutral required.' },
  { model: 'PV-5501', name: 'Heated Towel Warmer', manufacturer: 'Provence Heat', price: '612.00', description: 'Hardwired ladder warmer, 10 bars, timer.' },
  { model: 'QS-TILE-3X12', name: 'Glazed Subway Tile 3 x 12 in. (box)', manufacturer: 'Quarry Street Tile', price: '58.25', description: 'Gloss white ceramic, 10.76 sq. ft. per box.' },
];

/** A small seeded generator (mulberry32), so the corpus is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What kind of product a line names. */
export type TLineKind = 'catalogue' | 'unknown' | 'noFinish' | 'ocrSwap';

/** Options of {@link makeLines}. */
export interface MakeLinesOptions {
  seed: number;
  rooms: Array<string | null>;
  perRoom: number;
  /** Kinds cycled over; mostly 'catalogue'. */
  kinds?: TLineKind[];
  /** Dealer price factor range applied to the catalogue price. */
  priceFactor?: [number, number];
  longDescriptions: boolean;
  /** 'pct' or 'amt' to give every third line a discount. */
  discount?: 'pct' | 'amt';
}

const DEFAULT_KINDS: TLineKind[] = ['catalogue', 'catalogue', 'catalogue', 'catalogue', 'noFinish', 'catalogue', 'catalogue', 'unknown', 'catalogue', 'ocrSwap', 'catalogue', 'catalogue'];

/** Money of a number of cents ("1234.50"). */
export function cents(value: number): string {
  return (Math.round(value) / 100).toFixed(2);
}

/** 'AQ-4512-BN' → 'AQ-4512' (the finish suffix left out). */
function withoutFinish(model: string): string {
  return model.replace(/-[A-Z]{2}$/, '');
}

/** One OCR-like swap: the first 0 → O, else 1 → I, else 5 → S. */
function ocrSwap(model: string): string {
  for (const [from, to] of [['0', 'O'], ['1', 'I'], ['5', 'S'], ['8', 'B']] as const) {
    const at = model.indexOf(from, 3);
    if (at >= 0) return model.slice(0, at) + to + model.slice(at + 1);
  }
  return model;
}

/** The product of a line of the given kind. */
function pickProduct(kind: TLineKind, random: () => number): { model: string; name: string; manufacturer: string; price: string; description: string } {
  if (kind === 'unknown') return UNKNOWN_PRODUCTS[Math.floor(random() * UNKNOWN_PRODUCTS.length)]!;
  // The committed corpus PDFs were drawn from the first demo catalogue; the definitions (which the
  // fake model answers from) must draw the same products.
  const spec = FIRST_SPECS[Math.floor(random() * FIRST_SPECS.length)]!;
  const manufacturer = DEMO_MANUFACTURERS.find((m) => m.key === spec.mfr)!.name;
  const model = kind === 'noFinish' ? withoutFinish(spec.model) : kind === 'ocrSwap' ? ocrSwap(spec.model) : spec.model;
  return { model, name: spec.name, manufacturer, price: spec.price, description: spec.description };
}

/** A discount for the line, and the amount after it (in cents). */
function discounted(gross: number, discount: MakeLinesOptions['discount'], index: number, quantity: number): { discount?: string; amount: number } {
  if (!discount || index % 3 !== 1) return discount ? { discount: discount === 'pct' ? '0' : '0.00', amount: gross } : { amount: gross };
  if (discount === 'pct') {
    const pct = [5, 10, 15, 12.5][index % 4]!;
    return { discount: String(pct), amount: Math.round((gross * (100 - pct)) / 100) };
  }
  const off = 500 * quantity;
  return { discount: cents(off), amount: gross - off };
}

/** Lines for the rooms given (deterministic for a seed). */
export function makeLines(options: MakeLinesOptions): QuoteLine[] {
  const random = seededRandom(options.seed);
  const kinds = options.kinds ?? DEFAULT_KINDS;
  const [low, high] = options.priceFactor ?? [0.8, 1];
  const lines: QuoteLine[] = [];
  for (const room of options.rooms) {
    for (let i = 0; i < options.perRoom; i += 1) {
      const index = lines.length;
      const product = pickProduct(kinds[(index + options.seed) % kinds.length]!, random);
      const quantity = 1 + Math.floor(random() * (random() < 0.2 ? 24 : 6));
      const unitCents = Math.round(Number(product.price) * 100 * (low + (high - low) * random()));
      const { discount, amount } = discounted(unitCents * quantity, options.discount, index, quantity);
      const name = options.longDescriptions ? `${product.name.replace(/\.$/, '')}. ${product.description}` : product.name;
      lines.push({ room, model: product.model, name, manufacturer: product.manufacturer, quantity, unitPrice: cents(unitCents), amount: cents(amount), ...(discount === undefined ? {} : { discount }) });
    }
  }
  return lines;
}
