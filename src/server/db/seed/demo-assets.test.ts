import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPECMARKET_TOP_CATEGORIES } from '#shared/lib/specmarket';
import { DEMO_MANUFACTURERS, DEMO_SPECS } from './catalogue-data';
import { DRAWINGS } from './demo-drawings';
import { DEMO_SPEC_SHEET_SPECS, SPEC_SHEET_DIR, specSheetFile } from './demo-spec-sheets';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');

describe('demo catalogue assets', () => {
  it('holds a few hundred products with unique model numbers over every department and manufacturer', () => {
    expect(DEMO_SPECS.length).toBeGreaterThanOrEqual(240);
    expect(DEMO_SPECS.length).toBeLessThanOrEqual(320);
    expect(new Set(DEMO_SPECS.map((s) => s.model)).size).toBe(DEMO_SPECS.length);
    expect(new Set(DEMO_SPECS.map((s) => s.category))).toEqual(new Set(SPECMARKET_TOP_CATEGORIES));
    expect(new Set(DEMO_SPECS.map((s) => s.mfr))).toEqual(new Set(DEMO_MANUFACTURERS.map((m) => m.key)));
    expect(DEMO_SPECS.every((s) => Number(s.price) > 0 && s.description && s.dimensions && s.finish)).toBe(true);
  });

  it('gives every product its own picture: the drawing of its type in its finish, with no text painted in', () => {
    for (const spec of DEMO_SPECS) {
      const file = path.join(PUBLIC_DIR, 'demo/products', `${spec.model.toLowerCase()}.svg`);
      expect(existsSync(file), spec.model).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, spec.model).not.toContain('<text');
      expect(svg, spec.model).not.toContain(spec.model);
      expect(svg.match(/<path /g)?.length, spec.model).toBe(DRAWINGS[spec.kind].length);
    }
  });

  it('draws a tub as a tub and sinks as sinks, not as faucets', () => {
    const kindOf = (model: string) => DEMO_SPECS.find((s) => s.model === model)!.kind;
    expect(kindOf('AQ-3300-WH')).toBe('tub');
    expect(kindOf('SB-1815-WH')).toBe('lav-sink');
    expect(kindOf('SB-3620-FC')).toBe('farmhouse-sink');
    expect(kindOf('HA-RF36-SS')).toBe('refrigerator');
  });

  it('ships a spec sheet PDF for most products', () => {
    expect(DEMO_SPEC_SHEET_SPECS.length).toBeGreaterThan(DEMO_SPECS.length / 2);
    for (const spec of DEMO_SPEC_SHEET_SPECS) {
      const pdf = readFileSync(path.join(SPEC_SHEET_DIR, specSheetFile(spec)));
      expect(pdf.subarray(0, 5).toString(), spec.model).toBe('%PDF-');
    }
  });
});
