import fastJson, { type AnySchema } from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type Serialize = (data: unknown) => string;
type SerializerCompiler = Parameters<FastifySchemaCompiler<ZodType>>[0];

// The shared schemas are module-level objects: one compiled function per schema serves every app
// built in the process (the tests build many).
const compiled = new WeakMap<ZodType, Serialize>();

/** Routes whose response schema fell back to zod (`METHOD url`), for the test that keeps it empty. */
export const zodSerializedRoutes = new Set<string>();

/**
 * Responses are written by a function compiled once from the route's shared zod schema (as JSON
 * Schema, by fast-json-stringify) instead of running zod over every response: the same fields
 * leave the server (unknown keys are dropped), at a fraction of the cost. Input stays validated
 * by zod. A schema JSON Schema cannot express falls back to zod for that route.
 */
export function compiledSerializer(route: SerializerCompiler): Serialize {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  const known = compiled.get(schema);
  if (known) return known;
  let serialize: Serialize;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
    // Plain JSON: the schema's data only (zod adds a non-JSON "~standard" key).
    const plain: AnySchema = JSON.parse(JSON.stringify(jsonSchema));
    const stringify = fastJson(plain, {});
    serialize = (data) => String(stringify(data));
  } catch {
    zodSerializedRoutes.add(`${route.method} ${route.url}`);
    return zodSerializerCompiler(route);
  }
  compiled.set(schema, serialize);
  return serialize;
}
