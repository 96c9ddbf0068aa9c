import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client.js";
import { idempotencyKeys } from "../db/schema.js";
import { AppError, isUniqueViolation } from "../errors/app-error.js";

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The caller's `Idempotency-Key` header, or undefined; 400 when it is not 1-100 of [A-Za-z0-9_-]. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers["idempotency-key"];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) throw new AppError("IDEMPOTENCY_KEY_INVALID");
  return key;
}

function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(
      `${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest("hex");
}

/**
 * Runs a write once per `Idempotency-Key` (the captain's offline queue sends its writes again when
 * it is not sure they landed). Without the header the write just runs. With it, the key and the
 * answer (unique per caller and key) are stored inside the write's own transaction: `run` gets
 * the context with a `db` whose `transaction` stores them before it commits, so both land or
 * neither does, in one transaction (docs/decisions/014-house-layout.md). The write must open its
 * transaction on that `db` and return its answer from it. A replay answers the stored body (with
 * the route's success status) without running the write again, and the same key with a different
 * request is 409. Two replays at once: the second's insert of the key fails on the unique index,
 * its write is rolled back with it and it answers the stored one.
 */
export async function idempotent<C extends { db: Db }, T>(
  ctx: C,
  request: FastifyRequest,
  userId: number,
  /** The route's success status, stored with the answer. */
  statusCode: number,
  run: (ctx: C) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return run(ctx);
  const hash = requestHash(request);

  const stored = async (): Promise<{ body: T } | undefined> => {
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    // The body stored is the one this route answered (its response schema), kept as JSON.
    return { body: row.response as T };
  };

  const earlier = await stored();
  if (earlier) return earlier.body;
  let remembered = false;
  const remember = async (tx: Tx, body: unknown) => {
    if (remembered) throw new Error("idempotent: the write opened a second transaction");
    await tx.insert(idempotencyKeys).values({
      userId,
      key,
      method: request.method,
      path: request.routeOptions.url ?? request.url,
      requestHash: hash,
      statusCode,
      response: toJson(body),
    });
    remembered = true;
  };
  try {
    const body = await run({ ...ctx, db: joiningTransactions(ctx.db, remember) });
    if (!remembered) throw new Error("idempotent: the write answered outside its transaction");
    return body;
  } catch (err) {
    // A replay that raced the first send: the first one's answer is the answer.
    const raced = await stored();
    if (raced) return raced.body;
    if (isUniqueViolation(err)) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    throw err;
  }
}

/** The database, whose transactions call `last` with their answer just before they commit. */
function joiningTransactions(db: Db, last: (tx: Tx, body: unknown) => Promise<void>): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      const transaction: Db["transaction"] = (fn, config) =>
        target.transaction(async (tx) => {
          const body = await fn(tx);
          await last(tx, body);
          return body;
        }, config);
      return transaction;
    },
  });
}

/** The answer as it goes over the wire (dates as strings), to store and send again. */
function toJson(body: unknown): unknown {
  const json: unknown = JSON.parse(JSON.stringify(body ?? null));
  return json;
}
