import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richTextToPlain } from '#shared/lib/create-spec-messages';
import { ZCreateSpecFields, ZDocumentFields } from './create-spec';

const messages = (input: Record<string, string>) => ZCreateSpecFields.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const base = { manufacturerID: '3', modelNumber: 'AQ-1', name: 'Sink' };

describe('ZCreateSpecFields (Create Spec rules, spec §5)', () => {
  it('reports every missing required field at once', () => {
    expect(messages({})).toEqual(['modelNumber: Model # is required', 'name: Name is required', 'manufacturerID: Manufacturer is required']);
  });

  it('checks model, name, upc, description, manufacturer id and the custom document name', () => {
    expect(messages({ ...base, modelNumber: 'A' })).toEqual(['modelNumber: Model # must be between 2 and 50 characters']);
    expect(messages({ ...base, modelNumber: 'A'.repeat(51) })).toHaveLength(1);
    expect(messages({ ...base, name: 'x'.repeat(201) })).toEqual(['name: Name cannot exceed 200 characters']);
    expect(messages({ ...base, upc: '1'.repeat(51) })).toEqual(['upc: UPC must be between 1 and 50 characters']);
    expect(messages({ ...base, description: `<p>${'a'.repeat(4001)}</p>` })).toEqual(['description: Description cannot exceed 4000 characters']);
    expect(messages({ ...base, description: `<p><b>${'a'.repeat(3990)}</b></p>` })).toEqual([]);
    expect(messages({ ...base, manufacturerID: 'abc' })).toEqual(['manufacturerID: Manufacturer must have a valid id']);
    expect(messages({ ...base, hasCustomDoc: 'true' })).toEqual(['customDocName: Custom document name is required']);
    expect(messages({ ...base, hasCustomDoc: 'true', customDocName: 'x'.repeat(26) })).toEqual(['customDocName: Custom document name cannot exceed 25 characters']);
  });

  it('takes a new manufacturer instead of an id, with its own rules', () => {
    expect(messages({ modelNumber: 'AQ-1', name: 'Sink', company: 'Acme Co', url: 'https://acme.example' })).toEqual([]);
    expect(messages({ modelNumber: 'AQ-1', name: 'Sink', company: 'Ac' })).toEqual(['company: Manufacturer name must be at least 3 characters long', 'url: Manufacturer url is required']);
  });

  it('reads prices: blank is null, digits with up to 2 decimals, at least 0.01', () => {
    const price = (p: string) => ZCreateSpecFields.safeParse({ ...base, price: p });
    expect(price('').data?.price).toBeNull();
    expect(price('12.5').data?.price).toBe('12.50');
    expect(price('.99').data?.price).toBe('0.99');
    expect(messages({ ...base, price: '12,50' })).toEqual(['price: List price must be digits only']);
    expect(messages({ ...base, price: '1.999' })).toEqual(['price: List price must be digits only']);
    expect(messages({ ...base, price: '0' })).toEqual(['price: List price must be a positive number']);
    expect(messages({ ...base, price: '-4' })).toEqual(['price: List price must be a positive number']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(price(text).data?.price).toBe(text);
      }),
    );
  });

  it('trims text and drops blanks', () => {
    const out = ZCreateSpecFields.parse({ ...base, name: '  Sink  ', upc: '  ', description: '' });
    expect(out).toMatchObject({ name: 'Sink', upc: undefined, description: undefined, hasCustomDoc: false });
  });
});

describe('ZDocumentFields', () => {
  it('needs a known type and a 3–25 character name', () => {
    expect(ZDocumentFields.safeParse({ documentTypeId: '2', documentName: 'Spec' }).data).toEqual({ documentTypeId: 2, documentName: 'Spec' });
    expect(ZDocumentFields.safeParse({ documentTypeId: '8', documentName: 'Spec' }).success).toBe(false);
    expect(ZDocumentFields.safeParse({ documentTypeId: '2', documentName: 'ab' }).error?.issues[0]?.message).toBe('Document name must be between 3 and 25 characters');
  });
});

describe('richTextToPlain', () => {
  it('counts visible text only', () => {
    expect(richTextToPlain('<h2>Oak &amp; steel</h2><p>Hand<br>made&nbsp;here</p>')).toBe('Oak & steel Hand made here');
  });
});
