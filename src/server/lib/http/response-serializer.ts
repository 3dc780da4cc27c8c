import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A JSON schema node as z.toJSONSchema writes it (only the keys this module rewrites are named). */
type JsonSchemaNode = { [key: string]: unknown };

/** The route schema Fastify hands a serializer compiler: a zod type, or `{ properties: zodType }`. */
function zodSchemaOf(maybeSchema: unknown): z.ZodType | undefined {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * Rewrites a converted schema in place so that ajv, which fast-json-stringify asks which branch
 * of a union a value takes, accepts what zod accepts:
 * - `additionalProperties: false` is dropped: zod strips undeclared keys (and fast-json-stringify
 *   leaves them out anyway), so an object carrying extra keys must still match its branch;
 * - a nullable enum (`z.enum([…]).nullable()`) lists null among its values, as zod allows it.
 */
function forSerialization(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) forSerialization(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchemaNode;
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(schema)) forSerialization(value);
}

/**
 * The JSON schema of a zod response schema for fast-json-stringify, or undefined when zod cannot
 * represent it (transforms, custom types, cycles): such a route keeps zod's serializer.
 * OpenAPI 3.0 is the target because it writes `nullable: true`, which fast-json-stringify
 * serializes without running ajv, where JSON Schema's `anyOf: [T, null]` would.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchemaNode | undefined {
  try {
    const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as JsonSchemaNode;
    delete json.$schema;
    forSerialization(json);
    return json;
  } catch {
    return undefined;
  }
}

/** Compiles `schema` with fast-json-stringify; undefined when it cannot be compiled. */
function compileFast(schema: z.ZodType): ((data: unknown) => string) | undefined {
  const json = responseJsonSchema(schema);
  if (!json) return undefined;
  try {
    return fastJson(json);
  } catch {
    return undefined;
  }
}

/**
 * Fastify's response serializer compiler: each zod response schema is converted to JSON schema
 * (z.toJSONSchema) and compiled with fast-json-stringify the first time the route answers, so
 * start-up does not pay for a few hundred compilations. Schemas zod cannot express as JSON
 * schema keep fastify-type-provider-zod's serializer (zod encode, then JSON.stringify), and so
 * does a value fast-json-stringify refuses (no branch of a union matched): zod then either
 * serializes it or fails the response as before. Keys a schema does not name are left out
 * either way, which the redaction of token viewers relies on (docs/decisions/041).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = zodSchemaOf(route.schema);
  if (!schema) return zodSerialize;
  let fast: ((data: unknown) => string) | null | undefined;
  return (data: unknown) => {
    if (fast === undefined) fast = compileFast(schema) ?? null;
    if (fast === null) return zodSerialize(data);
    try {
      return fast(data);
    } catch {
      return zodSerialize(data);
    }
  };
};
