import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * Statements kept prepared on the embedded engine (docs/decisions/047-embedded-prepared-statements.md).
 *
 * PGlite parses and plans every statement sent with parameters anew (an unnamed statement), which
 * was about a third of the time of a short read. Here each statement text is prepared once per
 * database (`PREPARE`, the PostgreSQL session is the process's only one and lives as long as it)
 * and then run as `EXECUTE name('value', ...)`, PostgreSQL's plan cache doing the rest. The values
 * go in as quoted literals of the prepared parameter types, which PostgreSQL reads with the same
 * input functions as bound text parameters; a value whose text form could differ from PGlite's own
 * (a Date, an array, bytes, a number for a date) takes PGlite's ordinary path instead. An object
 * for a JSON parameter is written as PGlite writes it (docs/decisions/049-embedded-text-types.md).
 */

/** What runs statements: the PGlite instance (through its turn-taking gate) or a transaction. */
export interface StatementRunner {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Array<Results>>;
}

/** Only these can be prepared; anything else (BEGIN, SET, DDL, savepoints) runs as it is. */
const PREPARABLE = /^\s*\(*\s*(select|insert|update|delete|with)\b/i;
/** At most this many texts are kept prepared (bounded memory with texts built per call). */
const MAX_PREPARED = 500;

const NUMBER_TYPES = new Set([
  "smallint",
  "integer",
  "bigint",
  "numeric",
  "real",
  "double precision",
  "text",
]);

interface Prepared {
  name: string;
  /** Each parameter's type as PostgreSQL inferred it (`pg_prepared_statements.parameter_types`). */
  types: string[];
}

/** One value as a SQL literal for a parameter of `type`, or null when it must be bound instead. */
export function literalOf(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return "null";
  let text: string;
  if (typeof value === "string") {
    if (type === "bytea") return null;
    text = value;
  } else if (typeof value === "number" || typeof value === "bigint") {
    if (!NUMBER_TYPES.has(type) || (typeof value === "number" && !Number.isFinite(value))) return null;
    text = String(value);
  } else if (typeof value === "boolean") {
    if (type !== "boolean") return null;
    text = value ? "t" : "f";
  } else if (typeof value === "object" && (type === "json" || type === "jsonb")) {
    // As PGlite's own JSON serializer writes it (bigints as strings): the job queue's job data.
    text = JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  } else {
    return null;
  }
  // A NUL cannot be in a PostgreSQL text literal; quotes are doubled (standard_conforming_strings).
  if (text.includes("\0")) return null;
  return `'${text.replaceAll("'", "''")}'`;
}

export class PreparedStatements {
  readonly #byText = new Map<string, Promise<Prepared>>();
  #named = 0;

  /** How many texts are prepared now. */
  get size(): number {
    return this.#byText.size;
  }

  async query<T>(
    run: StatementRunner,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    let prepared = this.#byText.get(text);
    if (
      !prepared &&
      (this.#byText.size >= MAX_PREPARED || options?.paramTypes || options?.blob || !PREPARABLE.test(text))
    ) {
      return run.query<T>(text, params, options);
    }
    if (!prepared) {
      // Set before the first await: a second call of the same text meanwhile waits for this one.
      prepared = this.#prepare(run, text);
      this.#byText.set(text, prepared);
    }
    const { name, types } = await prepared;
    const literals: string[] = [];
    for (const [i, value] of params.entries()) {
      const literal = literalOf(value, types[i] ?? "");
      if (literal === null) return run.query<T>(text, params, options);
      literals.push(literal);
    }
    const call = literals.length > 0 ? `execute ${name}(${literals.join(", ")})` : `execute ${name}`;
    const [result] = await run.exec(call, options);
    if (!result) throw new Error(`${call} answered no result`);
    return result as Results<T>;
  }

  async #prepare(run: StatementRunner, text: string): Promise<Prepared> {
    this.#named += 1;
    const name = `cc_statement_${this.#named}`;
    try {
      // Not undone by a rollback: a prepared statement belongs to the session, not the transaction.
      await run.exec(`prepare ${name} as ${text}`);
      const found = await run.query<{ types: string[] }>(
        "select parameter_types::text[] as types from pg_prepared_statements where name = $1",
        [name],
      );
      return { name, types: found.rows[0]?.types ?? [] };
    } catch (err) {
      // Not kept: the text may be good later (a table a migration has not made yet).
      this.#byText.delete(text);
      throw err;
    }
  }

  /**
   * A transaction whose `query` goes through the prepared statements too; `optionsOf` maps each
   * call's options (the engine's parser table, db/pglite-parsers.ts).
   */
  inTransaction(
    tx: Transaction,
    optionsOf: (options: QueryOptions | undefined) => QueryOptions | undefined = (options) => options,
  ): Transaction {
    const run: StatementRunner = { query: tx.query, exec: tx.exec };
    return {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.query<T>(run, text, params, optionsOf(options)),
      sql: tx.sql,
      exec: (text: string, options?: QueryOptions) => tx.exec(text, optionsOf(options)),
      rollback: tx.rollback,
      listen: tx.listen,
      get closed() {
        return tx.closed;
      },
    };
  }
}
