/** Values that break naive servers: wrong types, edges, injections, unicode, sizes. */
export const NASTY_STRINGS = [
  "",
  " ",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "😀🎉 മലയാളം",
  "\u0000\u0001\u202e",
  "../../etc/passwd",
  "%00%ff",
  "x".repeat(5_000),
];
export const NASTY_NUMBERS = [-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER];
export const NASTY_PARAMS = [
  "0",
  "-1",
  "abc",
  "1.5",
  "99999999999999999999",
  "1e3",
  "%27%20OR%201%3D1",
  "%F0%9F%98%80",
  "x".repeat(190),
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
};

/** A plausible value for a JSON-schema property (first enum value, a number, a short string). */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return "test";
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [plausible(schema.items)];
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return schema.format === "email" ? "fuzz@example.com" : "test";
  }
}

/** Mutated bodies from a body schema: missing, wrong types, edges and extras per field. */
export function mutateBody(schema: JsonSchema | undefined): unknown[] {
  const base = (plausible(schema ?? { type: "object" }) ?? {}) as Record<string, unknown>;
  const out: unknown[] = [
    {},
    [],
    "string",
    42,
    true,
    { ...base, extra_field: "x", __proto__: { admin: true } },
  ];
  out.push({ ...base, role: "admin", is_approved: true, is_active: false, id: 1 });
  const keys = Object.keys(base);
  for (const key of keys.slice(0, 12)) {
    const others = { ...base };
    delete others[key];
    out.push(others);
    for (const bad of [null, 12345, "abc", { nested: 1 }, [1, 2], true, -1, "x".repeat(100_000)])
      out.push({ ...base, [key]: bad });
    for (const s of NASTY_STRINGS.slice(2, 7)) out.push({ ...base, [key]: s });
    for (const n of NASTY_NUMBERS.slice(0, 4)) out.push({ ...base, [key]: n });
  }
  return out;
}
