import fastJson, { type AnySchema } from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type Serialize = (data: unknown) => string;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);
/** Keywords that only validate: the serializer writes a value the same with or without them. */
const VALIDATION_ONLY = new Set([
  "type",
  "enum",
  "const",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "multipleOf",
  "description",
  "title",
]);

const isRecord = (node: Json | undefined): node is { [key: string]: Json } =>
  typeof node === "object" && node !== null && !Array.isArray(node);
const isNullBranch = (branch: Json) =>
  isRecord(branch) && branch.type === "null" && Object.keys(branch).length === 1;
const scalarTypes = (branch: Json): string[] | null => {
  if (!isRecord(branch) || !Object.keys(branch).every((k) => VALIDATION_ONLY.has(k))) return null;
  const types = Array.isArray(branch.type) ? branch.type : [branch.type];
  return types.every((t) => typeof t === "string" && SCALAR_TYPES.has(t)) ? types.map(String) : null;
};

/**
 * The schema with its "either this or that" choices (`anyOf`) rewritten where the choice is only
 * "or null" (`nullable`) or between plain values (a list of types). fast-json-stringify checks
 * each value of an `anyOf` against its branches at run time (nullable enums made the worker's
 * published list three times as costly to write as a list of the same works without one);
 * a `nullable` or a list of types it decides by the value's JavaScript type. Exported for its test.
 */
export function withoutPlainChoices<T extends Json>(node: T): T;
export function withoutPlainChoices(node: Json): Json {
  if (Array.isArray(node)) return node.map((item) => withoutPlainChoices(item));
  if (!isRecord(node)) return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) out[key] = withoutPlainChoices(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return out;
  const { anyOf: _choices, ...rest } = out;
  const types = branches.map(scalarTypes);
  if (types.every((t) => t !== null)) return { ...rest, type: [...new Set(types.flat())] };
  const other = branches.filter((b) => !isNullBranch(b));
  const only = other[0];
  if (
    branches.length === 2 &&
    other.length === 1 &&
    isRecord(only) &&
    !("$ref" in only) &&
    !("anyOf" in only)
  ) {
    return { ...rest, ...only, nullable: true };
  }
  return out;
}
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
    const plain: AnySchema = withoutPlainChoices(JSON.parse(JSON.stringify(jsonSchema)));
    const stringify = fastJson(plain, {});
    serialize = (data) => String(stringify(data));
  } catch {
    zodSerializedRoutes.add(`${route.method} ${route.url}`);
    return zodSerializerCompiler(route);
  }
  compiled.set(schema, serialize);
  return serialize;
}
