import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import type { Config } from "../config.js";
import type { Database, DbOrTx } from "../db/client.js";
import { pgErrorCode } from "../errors/app-error.js";

/** pg-boss's view of a connection: raw SQL with $n parameters. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs pg-boss's SQL inside an open drizzle transaction, so a job is written (or not) with the
 * change that caused it.
 */
export function transactionQueueDb(tx: DbOrTx): QueueDb {
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

/**
 * Adds a job in the caller's transaction: it exists exactly when the transaction commits.
 * `startAfter`: the job is not handed to a worker before then (a timeout that must survive a restart).
 */
export async function enqueue(
  tx: DbOrTx,
  name: string,
  data: object,
  options: { startAfter?: Date } = {},
): Promise<void> {
  const send = options.startAfter ? { startAfter: options.startAfter } : {};
  const id = await jobWriter.send(name, data, { ...send, db: transactionQueueDb(tx) });
  if (!id) throw new Error(`Job queue ${name} does not exist (the queue was not started)`);
}

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/**
 * A module's background work (docs/decisions/015-notifications-and-job-queue.md): its queues
 * with their retry policies, and what it starts when the app starts (the queue workers, timers).
 * Each module keeps its own in `<module>.jobs.ts`; `modules/index.ts` lists them for `app.ts`.
 */
export interface ModuleJobs {
  queues(config: Config): QueueDefinition[];
  start(app: FastifyInstance): Promise<void>;
}

export interface JobQueueOptions {
  /** Poll for jobs and run the maintenance and cron timers in this process. */
  workers: boolean;
  pollingIntervalSeconds?: number;
  onError?: (err: Error) => void;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/**
 * The job queue: pg-boss over the app's own database connection (PGlite or the pg pool), in the
 * `pgboss` schema of the same database (docs/decisions/015-notifications-and-job-queue.md).
 */
export class JobQueue {
  boss: PgBoss;
  private readonly options: JobQueueOptions;
  private readonly database: Database;
  private started = false;

  constructor(database: Database, options: JobQueueOptions) {
    this.options = options;
    this.database = database;
    this.boss = this.createBoss();
  }

  private createBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.query(text, values) },
      schema: "pgboss",
      supervise: this.options.workers,
      schedule: this.options.workers,
      migrate: true,
    });
    boss.on("error", (err) => this.options.onError?.(err));
    return boss;
  }

  /** Creates pg-boss's tables (once) and the queues; afterwards jobs can be sent. */
  async start(queues: readonly QueueDefinition[]): Promise<void> {
    try {
      await this.boss.start();
    } catch (err) {
      // Two processes installing pg-boss on an empty database at the same moment: one wins, the
      // other hits a unique violation in the catalogue (23505); by now the winner has committed.
      if (pgErrorCode(err) !== "23505") throw err;
      // A failed start leaves pg-boss half-started: start a fresh instance.
      await new Promise((r) => setTimeout(r, 500));
      this.boss = this.createBoss();
      await this.boss.start();
    }
    this.started = true;
    for (const q of queues) {
      const options = {
        name: q.name,
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelay,
        retryBackoff: q.retryBackoff,
      };
      // Several processes starting together create the same queue: the loser of that race
      // (a deadlock or a unique violation) looks again and updates the winner's queue.
      for (let attempt = 1; ; attempt++) {
        try {
          if (await this.boss.getQueue(q.name)) await this.boss.updateQueue(q.name, options);
          else await this.boss.createQueue(q.name, options);
          break;
        } catch (err) {
          const code = pgErrorCode(err);
          if (attempt >= 5 || (code !== "40P01" && code !== "23505")) throw err;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
        }
      }
    }
  }

  /** Whether the queue answers: started, and its tables readable. */
  async ready(): Promise<boolean> {
    if (!this.started) return false;
    await this.database.query("select 1 from pgboss.version");
    return true;
  }

  /** Jobs per queue and state (created, retry, active, completed, cancelled, failed). */
  async counts(): Promise<{ queue: string; state: string; n: number }[]> {
    const { rows } = await this.database.query(
      "select name as queue, state::text as state, count(*)::int as n from pgboss.job group by 1, 2",
    );
    return rows.map((r) => ({ queue: String(r.queue), state: String(r.state), n: Number(r.n) }));
  }

  get runsWorkers(): boolean {
    return this.options.workers;
  }

  /** Runs `handler` for each job of the queue (one at a time per process); a throw retries it. */
  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    if (!this.options.workers) return;
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, retryCount: 0 });
      },
    );
  }

  /** A cron job (Asia/Kolkata) that enqueues an empty job on `name`; one per cluster. */
  async schedule(name: string, cron: string): Promise<void> {
    if (!this.options.workers) return;
    await this.boss.schedule(name, cron, {}, { tz: "Asia/Kolkata" });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  }
}
