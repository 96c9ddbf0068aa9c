import { pickLanguage } from "@catercrew/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { todayInKolkata } from "../dates.js";

/**
 * Answers of hot signed-in reads, kept as the bytes that were sent and reused while the tables
 * they read are provably unchanged (docs/decisions/024-kept-answers-by-snapshot.md,
 * docs/decisions/044-peak-hour.md).
 *
 * The proof is the answers' version: one row (`answer_version`, migration 0030) that a deferred
 * trigger on every watched table raises once in each transaction that wrote one, at its commit,
 * so the new rows and the new number become visible together, on any connection and in any
 * process. The caller's identity read (auth plugin) returns the version of the moment; an answer
 * is reused only when it was built under that same version, and kept only when the version did
 * not move while it was built. So any committed write to a watched table retires every kept
 * answer, and nothing needs to know which tables an answer read. Bookkeeping that no kept answer
 * reads (QUIET_TABLES: delivery rows, push subscriptions, sign-in counters and tokens, the public
 * forms, idempotency keys, derived counts, and the job queue's own schema) does not: the
 * background jobs of a publish keep the answers the workers are reading.
 *
 * What else an answer depends on is in its key: the method and URL with its query, the caller
 * (id and role), the language, the origin media links are made absolute with, and the day in
 * Asia/Kolkata ("today or later" lists). An answer that changes with time on its own, such as
 * no-show counts leaving their 90-day window, says until when it holds (`answerHoldsUntil`), and
 * an answer with signed links holds only while they have SIGNED_LINK_MIN_LIFE_MS left.
 * The identity, approval, role and route permissions are checked on every request before the
 * store is looked at.
 */

/**
 * Tables whose writes do not retire kept answers (no kept answer reads them): every other table
 * of the public schema carries the trigger (answer-cache.test.ts checks; a migration adding a
 * table calls `cc_watch_answers('<table>')`). The same list as migrations 0030, 0032, 0046 and 0050 (the WhatsApp
 * bookkeeping, read only by the WhatsApp module, whose answers are never kept).
 */
export const QUIET_TABLES: readonly string[] = [
  "answer_version",
  "check_in_codes",
  "client_signin_codes",
  "idempotency_keys",
  "leads",
  "login_counters",
  "newsletter_subscribers",
  "notification_deliveries",
  "password_reset_requests",
  "push_subscriptions",
  "refresh_tokens",
  "whatsapp_code_requests",
  "whatsapp_confirmations",
  "whatsapp_declines",
  "whatsapp_inbound",
  "whatsapp_messages",
  "whatsapp_outbox",
  "whatsapp_reminders",
  "whatsapp_sending_hold",
  "whatsapp_signin_codes",
  "whatsapp_stranger_replies",
  "whatsapp_templates",
  "work_counts",
];

/** A kept answer is never sent with a signed link that has less than this left to live. */
export const SIGNED_LINK_MIN_LIFE_MS = 30 * 60 * 1000;
const SIGNED_LINK = /[?&]exp=(\d{1,12})&sig=/g;

/**
 * Until when an answer's signed links (`...?exp=<epoch seconds>&sig=...`, the license images) are
 * good enough to send again: the earliest expiry less SIGNED_LINK_MIN_LIFE_MS; null without any.
 * A kept answer must not outlive any signed link inside it.
 */
export function signedLinksHoldUntil(body: string): number | null {
  let first: number | null = null;
  for (const m of body.matchAll(SIGNED_LINK)) {
    const at = Number(m[1]) * 1000 - SIGNED_LINK_MIN_LIFE_MS;
    if (first === null || at < first) first = at;
  }
  return first;
}

function earliest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/**
 * The answers' version at this moment (the same text the auth plugin's identity read returns):
 * the count of committed transactions that wrote a watched table (migration 0030).
 */
export const ANSWER_VERSION_NOW = 'select "version"::text as version from "answer_version"';

export interface KeptAnswer {
  snapshot: string;
  /** The bytes sent, kept encoded: a kept answer is written out without encoding it again. */
  body: Buffer;
  /** Headers the route set (content type, list headers), sent again with the body. */
  headers: Record<string, string>;
  /** Epoch ms after which the answer no longer holds, or null. */
  holdsUntil: number | null;
}

interface AnswerStoreStats {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
  bytes: number;
}

/** A byte-bounded least-recently-used store of answers by key. */
export class AnswerStore {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private stored = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept for `key` if it was built under `snapshot` and still holds at `now`. */
  find(key: string, snapshot: string, now: number): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.snapshot !== snapshot || (kept.holdsUntil !== null && now >= kept.holdsUntil)) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  keep(key: string, answer: KeptAnswer): void {
    const size = sizeOf(key, answer);
    if (size > this.maxBytes / 2) return;
    this.drop(key);
    this.entries.set(key, answer);
    this.bytes += size;
    this.stored += 1;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  stats(): AnswerStoreStats {
    return {
      hits: this.hits,
      misses: this.misses,
      stored: this.stored,
      entries: this.entries.size,
      bytes: this.bytes,
    };
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, kept);
  }
}

function sizeOf(key: string, answer: KeptAnswer): number {
  let size = key.length + answer.snapshot.length;
  for (const [name, value] of Object.entries(answer.headers)) size += name.length + value.length;
  return size * 2 + answer.body.length;
}

interface PendingAnswer {
  key: string;
  snapshot: string;
  /** Headers already on the reply when the route started (security, CORS): not the answer's. */
  before: Set<string>;
  holdsUntil: number | null;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Keep this GET route's answers while the database is unchanged (lib/answer-cache/answer-cache.ts). */
    keepAnswers?: boolean;
  }
  interface FastifyRequest {
    pendingAnswer: PendingAnswer | null;
  }
  interface FastifyInstance {
    answerStore: AnswerStore | null;
  }
}

/** Says that the answer being built stops holding at `at` (a time-window count changes then). */
export function answerHoldsUntil(request: FastifyRequest, at: Date | null): void {
  const pending = request.pendingAnswer;
  if (!pending || at === null) return;
  const ms = at.getTime();
  if (pending.holdsUntil === null || ms < pending.holdsUntil) pending.holdsUntil = ms;
}

function keyOf(request: FastifyRequest, origin: string): string | null {
  const user = request.auth;
  if (!user) return null;
  const language = pickLanguage(request.headers["accept-language"]);
  return `${request.method} ${request.url}|${user.id}:${user.role}|${language}|${origin}|${todayInKolkata()}`;
}

function send(reply: FastifyReply, kept: KeptAnswer): FastifyReply {
  for (const [name, value] of Object.entries(kept.headers)) reply.header(name, value);
  return reply.send(kept.body);
}

export const answerCachePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      maxBytes: number;
      /** The base media links are made absolute with (lib/public-url.ts). */
      publicUrl: string;
      /** The answer version of this moment, read again after an answer is built. */
      answerVersionNow: () => Promise<string>;
    },
  ) => {
    app.decorateRequest("pendingAnswer", null);
    const store = opts.maxBytes > 0 ? new AnswerStore(opts.maxBytes) : null;
    app.decorate("answerStore", store);
    if (!store) return;
    // The version the latest signed-in request was read under. When it differs from an answer's,
    // a commit came between the two reads, so the answer cannot be kept and the version need not
    // be read again: during a burst of writes most answers are dropped without that read.
    let lastSeen: string | null = null;

    app.addHook("preHandler", async (request, reply) => {
      if (request.answerVersion) lastSeen = request.answerVersion;
      if (request.method !== "GET" || !request.routeOptions.config?.keepAnswers) return;
      const snapshot = request.answerVersion;
      const key = snapshot ? keyOf(request, opts.publicUrl) : null;
      if (!snapshot || !key) return;
      const kept = store.find(key, snapshot, Date.now());
      if (kept) return send(reply, kept);
      request.pendingAnswer = {
        key,
        snapshot,
        before: new Set(Object.keys(reply.getHeaders())),
        holdsUntil: null,
      };
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const pending = request.pendingAnswer;
      if (!pending || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      request.pendingAnswer = null;
      // Kept only if nothing committed while it was built: then every read saw the same rows.
      if (lastSeen !== pending.snapshot) return payload;
      if ((await opts.answerVersionNow()) !== pending.snapshot) return payload;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (pending.before.has(name) || value === undefined) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      }
      store.keep(pending.key, {
        snapshot: pending.snapshot,
        body: Buffer.from(payload),
        headers,
        holdsUntil: earliest(pending.holdsUntil, signedLinksHoldUntil(payload)),
      });
      return payload;
    });
  },
  { name: "answer-cache", dependencies: ["auth"] },
);
