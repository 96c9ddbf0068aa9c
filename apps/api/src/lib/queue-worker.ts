/**
 * One queue's worker (docs/decisions/053-queue-drains-at-once.md): claims jobs in batches, runs
 * them with a bounded concurrency, fetches again at once while the queue has work, and sleeps the
 * polling interval only when the queue is empty (a job sent in this process wakes it early).
 * Jobs that share a key run one after the other in the order they were sent; the others side by side.
 */

export interface ClaimedJob<T> {
  id: string;
  data: T;
  retryCount: number;
  /** Jobs of one key run one at a time, oldest first (null: no order to keep). */
  key: string | null;
  priority: number;
  createdOn: Date;
}

/** Where the worker claims jobs and settles them (pg-boss's fetch, complete and fail). */
interface JobSource<T> {
  fetch(limit: number): Promise<ClaimedJob<T>[]>;
  complete(ids: string[]): Promise<void>;
  fail(id: string, err: Error): Promise<void>;
}

interface QueueWorkerOptions {
  /** Handlers running at once. */
  concurrency: number;
  /** Jobs claimed at once at most (running, or waiting behind an older job of their key). */
  batchSize: number;
  /** How long an empty queue waits before it looks again (jobs of other processes, retries). */
  idleMs: number;
  /**
   * After a fetch that found jobs (not a full batch), how long the next fetch waits at least, so
   * that jobs sent one by one are claimed and completed together (0: at once).
   */
  gatherMs: number;
  onError?: (err: Error) => void;
}

/** After a wake, an empty fetch looks again soon for this long: the sender's commit may lag. */
const WAKE_WINDOW_MS = 2000;
const WAKE_FIRST_DELAY_MS = 10;
const WAKE_MAX_DELAY_MS = 200;

/** Oldest first within a priority, higher priority first; ids are time-ordered when we send them. */
function jobOrder<T>(a: ClaimedJob<T>, b: ClaimedJob<T>): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const t = a.createdOn.getTime() - b.createdOn.getTime();
  if (t !== 0) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export class QueueWorker<T> {
  private running = false;
  private loop: Promise<void> | undefined;
  private claimed = 0;
  private active = 0;
  private readonly slots: (() => void)[] = [];
  private readonly tails = new Map<string, Promise<void>>();
  private readonly done: string[] = [];
  private flushing: Promise<void> | undefined;
  private nudge: (() => void) | undefined;
  private wokenAt = 0;
  /** When a fetch last found jobs but not a full batch (a full one fetches again at once). */
  private foundAt = 0;
  private woken = false;
  private waitingForRoom = false;
  /** The most handlers seen running at once (for tests and metrics). */
  peakActive = 0;

  constructor(
    private readonly source: JobSource<T>,
    private readonly handler: (job: ClaimedJob<T>) => Promise<void>,
    private readonly options: QueueWorkerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A job was sent to this queue: look now instead of at the end of the interval. */
  wake(): void {
    this.wokenAt = Date.now();
    this.woken = true;
    this.nudge?.();
  }

  /** Stops claiming; waits (up to `timeoutMs`) for the claimed jobs to end and be settled. */
  async stop(timeoutMs = 5000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.nudge?.();
    const deadline = Date.now() + timeoutMs;
    await this.loop;
    while (this.claimed > 0 && Date.now() < deadline) await this.sleep(20);
    while (this.flushing) await this.flushing;
    await this.flush();
  }

  private async run(): Promise<void> {
    let wakeDelay = WAKE_FIRST_DELAY_MS;
    while (this.running) {
      const room = this.options.batchSize - this.claimed;
      // Fetch when at least half a batch is free (or nothing is claimed): fewer, larger fetches.
      if (room < Math.ceil(this.options.batchSize / 2) && this.claimed > 0) {
        this.waitingForRoom = true;
        await this.sleep(this.options.idleMs);
        this.waitingForRoom = false;
        continue;
      }
      // Jobs keep coming (the last fetch found some): gather them for a moment into one fetch,
      // rather than one fetch (and one completion) per job sent (record 078).
      const since = Date.now() - this.foundAt;
      if (since < this.options.gatherMs) {
        await this.sleep(this.options.gatherMs - since);
        continue;
      }
      this.woken = false;
      let jobs: ClaimedJob<T>[] = [];
      try {
        jobs = await this.source.fetch(room);
      } catch (err) {
        this.options.onError?.(toError(err));
        await this.sleep(this.options.idleMs);
        continue;
      }
      if (jobs.length > 0 && jobs.length < room) this.foundAt = Date.now();
      jobs.sort(jobOrder);
      for (const job of jobs) this.begin(job);
      if (jobs.length >= room) {
        wakeDelay = WAKE_FIRST_DELAY_MS;
        continue; // the queue may have more: wait only for room
      }
      if (this.woken) continue; // sent while we fetched
      if (Date.now() - this.wokenAt < WAKE_WINDOW_MS) {
        await this.sleep(wakeDelay);
        wakeDelay = Math.min(wakeDelay * 2, WAKE_MAX_DELAY_MS);
      } else {
        wakeDelay = WAKE_FIRST_DELAY_MS;
        await this.sleep(this.options.idleMs);
      }
    }
  }

  /** Claimed: runs after the previous job of its key, when a slot is free. */
  private begin(job: ClaimedJob<T>): void {
    this.claimed++;
    const before = job.key === null ? undefined : this.tails.get(job.key);
    const p = (before ?? Promise.resolve()).then(() => this.execute(job));
    if (job.key !== null) this.tails.set(job.key, p);
    void p.finally(() => {
      if (job.key !== null && this.tails.get(job.key) === p) this.tails.delete(job.key);
      this.claimed--;
      if (this.waitingForRoom) this.nudge?.();
    });
  }

  private async execute(job: ClaimedJob<T>): Promise<void> {
    await this.acquire();
    try {
      await this.handler(job);
      this.done.push(job.id);
      this.scheduleFlush();
    } catch (err) {
      try {
        await this.source.fail(job.id, toError(err));
      } catch (failErr) {
        this.options.onError?.(toError(failErr));
      }
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      this.peakActive = Math.max(this.peakActive, this.active);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.slots.push(resolve));
  }

  private release(): void {
    const next = this.slots.shift();
    if (next) next();
    else this.active--;
  }

  /**
   * Completions go in one statement per few milliseconds, not one per job, and one at a time:
   * the jobs that finish while a completion runs go in the next one (record 078).
   */
  private scheduleFlush(): void {
    if (this.flushing) return;
    this.flushing = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    const ids = this.done.splice(0);
    try {
      if (ids.length > 0) await this.source.complete(ids);
    } catch (err) {
      this.options.onError?.(toError(err));
    } finally {
      this.flushing = undefined;
      if (this.done.length > 0) this.scheduleFlush();
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        if (this.nudge === finish) this.nudge = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.nudge = finish;
    });
  }
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
