import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DbOrTx } from "../db/client.js";

/** pg-boss's view of a connection: raw SQL with $n parameters. */
interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs pg-boss's SQL inside an open drizzle transaction, so a job is written (or not) with the
 * change that caused it.
 */
function transactionQueueDb(tx: DbOrTx): QueueDb {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const res: unknown = await tx.execute(sql.join(chunks));
      const rows =
        res && typeof res === "object" && "rows" in res && Array.isArray(res.rows)
          ? (res.rows as Record<string, unknown>[])
          : [];
      return { rows };
    },
  };
}

/**
 * Writes jobs only (never started): pg-boss's insert, run through the caller's transaction. Any
 * app's queue reads them, since they land in the same database's `pgboss` schema.
 */
const jobWriter = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error("jobs are written through a transaction")),
  },
  schema: "pgboss",
});

export interface EnqueueOptions {
  /** The job is not handed to a worker before then (a timeout that must survive a restart). */
  startAfter?: Date;
  /** Jobs of one key run one at a time in the order they were sent (e.g. one number's messages). */
  key?: string;
  /** Higher runs first when a queue has a backlog (default 0). */
  priority?: number;
}

/** Workers of this process by queue: a job sent here wakes them (record 053). */
export const wakers = new Map<string, Set<Wakeable>>();

export interface Wakeable {
  wake(): void;
  stop(): Promise<void>;
}

function wakeQueue(name: string): void {
  for (const w of wakers.get(name) ?? []) w.wake();
}

let lastMs = 0;
let seq = 0;
/**
 * A time-ordered job id (UUID version 7 layout, a counter in place of randomness within one
 * millisecond): jobs sent in one transaction share their `created_on`, and the id then keeps the
 * order they were sent in.
 */
export function orderedJobId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    seq = Math.floor(Math.random() * 0x400);
  } else seq++;
  const ms = lastMs.toString(16).padStart(12, "0").slice(-12);
  const counter = (seq & 0xfff).toString(16).padStart(3, "0");
  const variant = (0x8000 | ((seq >>> 12) & 0x3fff)).toString(16);
  const rand = Array.from({ length: 12 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `${ms.slice(0, 8)}-${ms.slice(8)}-7${counter}-${variant}-${rand}`;
}

function sendOptions(options: EnqueueOptions): PgBoss.SendOptions & { id: string } {
  return {
    id: orderedJobId(),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.key !== undefined ? { singletonKey: options.key } : {}),
    ...(options.priority ? { priority: options.priority } : {}),
  };
}

function due(options: EnqueueOptions): boolean {
  return !options.startAfter || options.startAfter.getTime() <= Date.now();
}

/**
 * Adds a job in the caller's transaction: it exists exactly when the transaction commits.
 * `startAfter`: the job is not handed to a worker before then (a timeout that must survive a restart).
 */
export async function enqueue(
  tx: DbOrTx,
  name: string,
  data: object,
  options: EnqueueOptions = {},
): Promise<void> {
  const id = await jobWriter.send(name, data, { ...sendOptions(options), db: transactionQueueDb(tx) });
  if (!id) throw new Error(`Job queue ${name} does not exist (the queue was not started)`);
  if (due(options)) wakeQueue(name);
}

/** Adds many jobs of one queue in one statement, in the caller's transaction, in this order. */
export async function enqueueMany(
  tx: DbOrTx,
  name: string,
  jobs: readonly ({ data: object } & EnqueueOptions)[],
): Promise<void> {
  if (jobs.length === 0) return;
  const rows: PgBoss.JobInsert[] = jobs.map(({ data, startAfter, key, priority }) => ({
    name,
    data,
    id: orderedJobId(),
    ...(startAfter ? { startAfter } : {}),
    ...(key !== undefined ? { singletonKey: key } : {}),
    ...(priority ? { priority } : {}),
  }));
  await jobWriter.insert(rows, { db: transactionQueueDb(tx) });
  if (jobs.some(due)) wakeQueue(name);
}
