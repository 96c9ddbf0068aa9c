import { type ParserOptions, type QueryOptions, types } from "@electric-sql/pglite";

/**
 * The embedded engine's parser table reads timestamps, dates, intervals and numeric arrays as text
 * (docs/decisions/049-embedded-text-types.md).
 *
 * Drizzle asks for exactly that on every statement, with a `parsers` option of functions that
 * return their input. PGlite answers any `parsers` option by copying its whole table (300-odd
 * types) into a new object for that statement: about 0.08 ms each, some 18,000 times in a
 * 1,000-worker burst, on the one thread everything else waits for. Here the table itself holds
 * those answers, so drizzle's option is dropped; a caller without the option (the job queue's raw
 * SQL) is given PGlite's own parsers for those types, as before.
 */

/** Each type drizzle reads as text, and for an array type its element type (0: none we change). */
const TEXT_TYPES: ReadonlyArray<readonly [type: number, element: number]> = [
  [types.TIMESTAMP, 0],
  [types.TIMESTAMPTZ, 0],
  [types.INTERVAL, 0],
  [types.DATE, 0],
  [1231, 0], // numeric[]: its elements keep PGlite's numeric parser
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
];

/** A function whose source is `(x) => x`: it returns what it is given, whatever it closes over. */
const RETURNS_ITS_ARGUMENT = /^\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*\1\s*$/;

/** True when `parsers` asks for exactly the text types as text, and for nothing else. */
export function asksTextTypes(parsers: ParserOptions): boolean {
  const keys = Object.keys(parsers);
  if (keys.length !== TEXT_TYPES.length) return false;
  return TEXT_TYPES.every(([type]) => {
    const parse = parsers[type];
    return parse !== undefined && RETURNS_ITS_ARGUMENT.test(String(parse));
  });
}

export class TextTypeParsers {
  /** PGlite's own parsers of the text types, for the callers that did not ask for text. */
  readonly #own: ParserOptions = {};

  /** Takes over `table` (a PGlite instance's, after its array types are read): the text types read as text. */
  constructor(table: ParserOptions) {
    for (const [type, element] of TEXT_TYPES) {
      const own = table[type];
      const ownElement = element === 0 ? undefined : table[element];
      if (!own) continue;
      // PGlite's array parsers look their element parser up in the table at parse time, and the
      // table is about to read the element as text: the caller's arrays are parsed with the old one.
      this.#own[type] = ownElement ? (text: string) => types.arrayParser(text, ownElement, type) : own;
    }
    for (const [type] of TEXT_TYPES) table[type] = (text: string) => text;
  }

  /** The options to give PGlite for a call that gave `options`, with the same answer. */
  options(options: QueryOptions | undefined): QueryOptions {
    const parsers = options?.parsers;
    if (!parsers) return { ...options, parsers: this.#own };
    if (asksTextTypes(parsers)) {
      const { parsers: _dropped, ...rest } = options;
      return rest;
    }
    return { ...options, parsers: { ...this.#own, ...parsers } };
  }
}
