import { AsyncLocalStorage } from "node:async_hooks";
import { recordDatabaseWait } from "../wait-time.js";

/**
 * The embedded engine has one connection: every query and transaction waits its turn. Left to
 * itself, a request's second query queues behind every query that arrived since its first, so
 * under load some requests wait for many others (p99 many times p50). This gate serves the
 * database in the order the requests arrived: each request carries a ticket taken when it
 * arrived, and whenever the connection frees up the waiting call with the oldest ticket goes
 * next. Work outside a request (the job queue, timers) takes a ticket when it calls.
 */
const tickets = new AsyncLocalStorage<number>();
let nextTicket = 0;

/** Runs `fn` (a request's handling) with a ticket taken now. */
export function inArrivalOrder<T>(fn: () => T): T {
  return tickets.run(takeTicket(), fn);
}

/**
 * Starts a request's handling in a turn of the event loop of its own, in arrival order, with its
 * ticket (the embedded engine). PGlite answers inside the process without waiting on I/O, so a
 * request started in the loop's I/O phase runs to its end before the next is read; the loop then
 * goes round once for every batch of ready requests, however many, and Node accepts one new
 * connection per round (libuv accepts one at a time). Under load a new connection then waited for
 * many full rounds: those were the 3-second p99s of the bench. One request per round keeps the
 * rounds short, so new connections are taken in promptly and served in order.
 */
export function inOwnTurn(start: () => void): void {
  const ticket = takeTicket();
  turns.push(() => tickets.run(ticket, start));
  if (!pumping) {
    pumping = true;
    setImmediate(nextTurn);
  }
}

const turns: (() => void)[] = [];
let pumping = false;

function nextTurn(): void {
  const start = turns.shift();
  start?.();
  if (turns.length > 0) setImmediate(nextTurn);
  else pumping = false;
}

function takeTicket(): number {
  nextTicket += 1;
  return nextTicket;
}

interface Waiter {
  ticket: number;
  seq: number;
  start: () => void;
}

export class ArrivalOrderGate {
  private busy = false;
  private seq = 0;
  private readonly waiting: Waiter[] = [];

  /** Runs `fn` alone on the connection, after every waiting call with an older ticket. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const asked = performance.now();
    if (this.busy) await this.wait();
    else this.busy = true;
    recordDatabaseWait(asked);
    try {
      return await fn();
    } finally {
      this.next();
    }
  }

  private wait(): Promise<void> {
    const ticket = tickets.getStore() ?? takeTicket();
    return new Promise<void>((start) => {
      this.seq += 1;
      this.waiting.push({ ticket, seq: this.seq, start });
    });
  }

  /** Hands the connection to the oldest ticket (first come among equal tickets), or frees it. */
  private next(): void {
    if (this.waiting.length === 0) {
      this.busy = false;
      return;
    }
    let best = 0;
    for (let i = 1; i < this.waiting.length; i += 1) {
      const w = this.waiting[i];
      const b = this.waiting[best];
      if (w && b && (w.ticket < b.ticket || (w.ticket === b.ticket && w.seq < b.seq))) best = i;
    }
    const [chosen] = this.waiting.splice(best, 1);
    chosen?.start();
  }
}
