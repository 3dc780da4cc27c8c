import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer';

/** The serializer Fastify would build for `schema` as a 200 response, fast and zod's. */
function serializers(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/api/test', httpStatus: '200' };
  return { fast: responseSerializerCompiler(route), zod: zodSerializerCompiler(route) };
}

const ZRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  status: z.enum(['open', 'approved']).nullable(),
  note: z.string().nullable(),
  tags: z.array(z.object({ id: z.number(), label: z.string() })),
  link: z.object({ href: z.string() }).nullable(),
  optional: z.string().optional(),
  extra: z.record(z.string(), z.number()),
  any: z.unknown(),
});
const ZOther = z.object({ id: z.number().int(), kind: z.literal('viewer') });

describe('responseSerializerCompiler', () => {
  it('writes what zod writes, byte for byte, with undeclared keys left out', () => {
    const { fast, zod } = serializers(z.object({ data: ZRecord }));
    const value = {
      data: {
        id: 7,
        name: 'Faucet "Linea"\n',
        price: '1234.50',
        status: null,
        note: 'x',
        tags: [{ id: 1, label: 'a', secret: 'no' }],
        link: null,
        extra: { a: 1 },
        any: { nested: [1, 'two'] },
        cost: '99.00',
        passwordHash: 'never',
      },
    };
    const out = fast(value);
    expect(out).toBe(zod(value));
    expect(JSON.parse(out).data).not.toHaveProperty('cost');
    expect(JSON.parse(out).data.price).toBe('1234.50');
  });

  it('takes the first union branch that matches, as zod does, even when the value carries extra keys', () => {
    const { fast, zod } = serializers(z.object({ data: z.union([ZRecord, ZOther]) }));
    const record = { id: 1, name: 'n', price: '1.00', status: 'open', note: null, tags: [], link: { href: '/x' }, extra: {}, any: null, internal: true };
    const viewer = { id: 2, kind: 'viewer', name: 'not in this branch' };
    for (const value of [{ data: record }, { data: viewer }]) expect(fast(value)).toBe(zod(value));
  });

  it('leaves a schema zod cannot express as JSON schema to zod', () => {
    const schema = z.object({ when: z.string().transform((s) => s.toUpperCase()) });
    expect(responseJsonSchema(schema)).toBeUndefined();
  });

  it('hands a value no branch accepts to zod, which fails the response as before', () => {
    const { fast } = serializers(z.object({ data: z.union([ZOther, z.object({ code: z.string() })]) }));
    expect(() => fast({ data: { id: 'x' } })).toThrow();
  });
});
