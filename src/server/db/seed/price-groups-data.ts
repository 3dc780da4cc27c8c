import type { DemoManufacturerKey } from './catalogue-data';

/** A demo price group with its per-manufacturer rules. */
export interface DemoPriceGroup {
  name: string;
  multiplier: string;
  profit: string | null;
  manufacturers: { mfr: DemoManufacturerKey; base: 'list' | 'cost'; multiplier: string; profit: string | null }[];
}

/** Demo price groups by account key. */
export const DEMO_PRICE_GROUPS: Record<string, DemoPriceGroup[]> = {
  lakeside: [
    {
      name: 'Trade',
      multiplier: '0.8500',
      profit: '30.00',
      manufacturers: [
        { mfr: 'aquaterra', base: 'list', multiplier: '0.8000', profit: null },
        { mfr: 'northlight', base: 'list', multiplier: '0.7500', profit: null },
      ],
    },
    { name: 'Designer', multiplier: '0.9000', profit: null, manufacturers: [{ mfr: 'brookline', base: 'list', multiplier: '0.8800', profit: null }] },
    { name: 'Builder', multiplier: '0.8000', profit: '25.00', manufacturers: [] },
  ],
};
