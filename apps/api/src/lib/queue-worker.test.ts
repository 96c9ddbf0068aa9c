import { describe, expect, it } from "vitest";
import { type ClaimedJob, QueueWorker } from "./queue-worker.js";

/**
 * The worker loop without a database (docs/decisions/078-queue-gathers-jobs.md): jobs sent one by
 * one while the queue is busy are claimed and completed together, never twice, and an idle queue
 * still takes a job at once.
 */

/** A queue in memory, counting the fetches and completions the worker makes. */
class MemorySource {
  readonly waiting: ClaimedJob<{ n: number }>[] = [];
  readonly completed: string[] = [];
  fetches = 0;
  fetchesFound = 0;
  completions = 0;
  completing = 0;
  overlappingCompletions = 0;
  private sent = 0;

  send(): void {
    this.sent++;
    this.waiting.push({
      id: `job-${this.sent}`,
      data: { n: this.sent },
      retryCount: 0,
      key: null,
      priority: 0,
      createdOn: new Date(),
    });
  }

  async fetch(limit: number): Promise<ClaimedJob<{ n: number }>[]> {
    this.fetches++;
    await new Promise((r) => setTimeout(r, 2));
    const jobs = this.waiting.splice(0, limit);
    if (jobs.length > 0) this.fetchesFound++;
    return jobs;
  }

  async complete(ids: string[]): Promise<void> {
    this.completions++;
    this.completing++;
    if (this.completing > 1) this.overlappingCompletions++;
    await new Promise((r) => setTimeout(r, 15));
    this.completed.push(...ids);
    this.completing--;
  }

  async fail(): Promise<void> {}
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function workerOn(source: MemorySource, gatherMs: number, ran: number[]) {
  return new QueueWorker<{ n: number }>(
    source,
    async (job) => {
      await sleep(3);
      ran.push(job.data.n);
    },
    { concurrency: 8, batchSize: 32, idleMs: 60_000, gatherMs },
  );
}

describe("queue worker gathering", () => {
  it("120 jobs sent one by one, 5 ms apart, are claimed in a few fetches and completed once each", async () => {
    const source = new MemorySource();
    const ran: number[] = [];
    const worker = workerOn(source, 100, ran);
    worker.start();
    for (let i = 0; i < 120; i++) {
      source.send();
      worker.wake();
      await sleep(5);
    }
    while (ran.length < 120) await sleep(20);
    await worker.stop();
    expect(ran).toHaveLength(120);
    expect(new Set(source.completed).size).toBe(120);
    expect(source.completed).toHaveLength(120);
    // About 0.6 s of sending at one fetch per 100 ms, against one fetch per job without gathering.
    expect(source.fetchesFound).toBeLessThanOrEqual(20);
    expect(source.completions).toBeLessThanOrEqual(30);
    expect(source.overlappingCompletions).toBe(0);
  });

  it("an idle queue takes a job sent to it at once", async () => {
    const source = new MemorySource();
    const ran: number[] = [];
    const worker = workerOn(source, 100, ran);
    worker.start();
    await sleep(50);
    const t0 = Date.now();
    source.send();
    worker.wake();
    while (ran.length < 1) await sleep(1);
    expect(Date.now() - t0).toBeLessThan(60);
    await worker.stop();
    expect(source.completed).toEqual(["job-1"]);
  });
});
