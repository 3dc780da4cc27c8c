import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactManufacturerMatch, HTTP_URL_PATTERN, orderTypeahead, typeaheadRank } from './manufacturer-messages';

const names = fc.array(
  fc.record({ id: fc.integer({ min: 1, max: 10_000 }), name: fc.stringMatching(/^[A-Za-z][A-Za-z .&-]{0,20}$/) }),
  { maxLength: 30 },
);
const query = fc.stringMatching(/^[A-Za-z]{0,3}$/);

describe('orderTypeahead', () => {
  it('orders the demo brands: prefix matches first, shorter names first', () => {
    const items = [
      { id: 1, name: 'Brookline Faucet Co.' },
      { id: 2, name: 'Brook' },
      { id: 3, name: 'Aquaterra' },
      { id: 4, name: 'Big Brook Supply' },
      { id: 5, name: 'brooks' },
    ];
    expect(orderTypeahead(items, 'BROOK').map((m) => m.id)).toEqual([2, 5, 1, 4]);
    expect(orderTypeahead(items, '').map((m) => m.id)).toEqual([2, 5, 3, 4, 1]);
  });

  it('keeps exactly the matching names, each once', () => {
    fc.assert(
      fc.property(names, query, (items, q) => {
        const out = orderTypeahead(items, q);
        expect(out).toHaveLength(items.filter((i) => typeaheadRank(i.name, q) !== null).length);
        for (const item of out) expect(typeaheadRank(item.name, q)).not.toBeNull();
      }),
    );
  });

  it('puts prefix matches before word matches and shorter names first within each', () => {
    fc.assert(
      fc.property(names, query, (items, q) => {
        const out = orderTypeahead(items, q);
        for (let i = 1; i < out.length; i++) {
          const a = out[i - 1]!;
          const b = out[i]!;
          const ra = typeaheadRank(a.name, q)!;
          const rb = typeaheadRank(b.name, q)!;
          expect(ra).toBeLessThanOrEqual(rb);
          if (ra === rb) expect(a.name.length).toBeLessThanOrEqual(b.name.length);
        }
      }),
    );
  });

  it('is case-insensitive and does not depend on the input order', () => {
    fc.assert(
      fc.property(names, query, (items, q) => {
        const once = orderTypeahead(items, q);
        expect(orderTypeahead(items, q.toUpperCase())).toEqual(once);
        expect(orderTypeahead([...items].reverse(), q)).toEqual(once);
      }),
    );
  });
});

describe('exactManufacturerMatch', () => {
  const items = [{ name: 'Aquaterra' }, { name: 'Brookline Faucet Co.' }];
  it('sets a manufacturer only on an exact (case-insensitive, trimmed) name', () => {
    expect(exactManufacturerMatch(items, ' aquaterra ')).toBe(items[0]);
    expect(exactManufacturerMatch(items, 'Aqua')).toBeNull();
    expect(exactManufacturerMatch(items, '')).toBeNull();
  });
});

describe('HTTP_URL_PATTERN', () => {
  it.each(['http://a.example', 'https://www.acme-co.example/path?x=1', 'https://localhost:3000'])('accepts %s', (url) => {
    expect(HTTP_URL_PATTERN.test(url)).toBe(true);
  });
  it.each(['www.acme.example', 'ftp://acme.example', 'javascript:alert(1)', 'https://', 'https://a b.example'])('rejects %s', (url) => {
    expect(HTTP_URL_PATTERN.test(url)).toBe(false);
  });
});
