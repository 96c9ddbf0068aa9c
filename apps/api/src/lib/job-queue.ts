import type { FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { pgErrorCode } from "../errors/app-error.js";
import { type Wakeable, wakers } from "./job-send.js";
import { type ClaimedJob, QueueWorker } from "./queue-worker.js";

/** Sending jobs (in the caller's transaction) lives in job-send.ts; modules import it from here. */
export {
  type EnqueueOptions,
  enqueue,
  enqueueMany,
  orderedJobId,
} from "./job-send.js";

/**
 * While jobs keep coming, a queue fetches at most once per this many milliseconds (record 078):
 * a burst of jobs sent one by one is claimed and completed in a few statements, not two per job.
 */
export const GATHER_MS = 100;

interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/**
 * A retry policy that doubles a wait of `seconds` (pg-boss counts it in whole seconds, at least 1
 * when doubling); 0 tries again at once, with nothing to double (tests set it).
 */
export function retryAfter(seconds: number): Pick<QueueDefinition, "retryDelay" | "retryBackoff"> {
  return seconds > 0 ? { retryDelay: seconds, retryBackoff: true } : { retryDelay: 0, retryBackoff: false };
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

interface JobQueueOptions {
  /** Poll for jobs and run the maintenance and cron timers in this process. */
  workers: boolean;
  pollingIntervalSeconds?: number;
  /** Handlers of one queue running at once in this process (default 8). */
  concurrency?: number;
  /** After a fetch that found jobs, how long the next one waits at least (default GATHER_MS). */
  gatherMs?: number;
  onError?: (err: Error) => void;
}

type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

interface WorkOptions {
  /** Handlers of this queue running at once (default: the queue's option, 8). */
  concurrency?: number;
}

/**
 * The job queue: pg-boss over the app's own database connection (PGlite or the pg pool), in the
 * `pgboss` schema of the same database (docs/decisions/015-notifications-and-job-queue.md).
 */
export class JobQueue {
  boss: PgBoss;
  private readonly options: JobQueueOptions;
  private readonly database: Database;
  private started = false;
  private readonly workers: { name: string; worker: Wakeable }[] = [];

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

  /**
   * Runs `handler` for each job of the queue: claimed in batches, up to `concurrency` at once, jobs
   * of one key in order (record 053); a throw retries that job by the queue's policy.
   */
  async work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: WorkOptions = {},
  ): Promise<void> {
    if (!this.options.workers) return;
    const concurrency = options.concurrency ?? this.options.concurrency ?? 8;
    const boss = () => this.boss;
    const worker = new QueueWorker<T>(
      {
        async fetch(limit) {
          const jobs = await boss().fetch<T>(name, { batchSize: limit, includeMetadata: true });
          return jobs.map(
            (j): ClaimedJob<T> => ({
              id: j.id,
              data: j.data,
              retryCount: j.retryCount,
              key: j.singletonKey ?? null,
              priority: j.priority,
              createdOn: new Date(j.createdOn),
            }),
          );
        },
        async complete(ids) {
          await boss().complete(name, ids);
        },
        async fail(id, err) {
          await boss().fail(name, id, { message: err.message, stack: err.stack });
        },
      },
      (job) => handler(job.data, { id: job.id, retryCount: job.retryCount }),
      {
        concurrency,
        batchSize: concurrency * 4,
        idleMs: (this.options.pollingIntervalSeconds ?? 2) * 1000,
        gatherMs: this.options.gatherMs ?? GATHER_MS,
        ...(this.options.onError ? { onError: this.options.onError } : {}),
      },
    );
    this.workers.push({ name, worker });
    const set = wakers.get(name) ?? new Set<Wakeable>();
    wakers.set(name, set);
    set.add(worker);
    worker.start();
  }

  /** A cron job (Asia/Kolkata) that enqueues an empty job on `name`; one per cluster. */
  async schedule(name: string, cron: string): Promise<void> {
    if (!this.options.workers) return;
    await this.boss.schedule(name, cron, {}, { tz: "Asia/Kolkata" });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const workers = this.workers.splice(0);
    for (const { name, worker } of workers) wakers.get(name)?.delete(worker);
    await Promise.all(workers.map(({ worker }) => worker.stop()));
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  }
}
