import type { Ctx } from "../../../lib/context.js";
import type { StoredReply } from "../../../db/schema.js";
import { type EnqueueOptions, enqueueMany } from "../../../lib/job-queue.js";
import { jsonDepthWithin } from "../../../lib/json-depth.js";
import { notify } from "../../../lib/notify.js";
import { DeliveryError } from "../../../lib/whatsapp.js";
import { applyOutboxStatus } from "../receipts/outbox-receipts.js";
import { claimReply, releaseReply } from "../receipts/sent-messages.repository.js";
import { adminIds, applyMessageStatus, failDelivery, upsertTemplateState } from "../whatsapp.repository.js";
import { UNUSABLE_TEMPLATE_STATES } from "../whatsapp.service.js";
import { lockInbound, markInboundDone } from "./events.repository.js";
import { storeInbound } from "./inbound-lanes.js";
import { applyInboxStatus } from "./inbox.repository.js";
import { handleMessage } from "./message-handler.js";
import type { Outcome } from "./outcome.js";
import { type SessionMessage, sendWhatsappSession } from "./session-messages.js";
import { type InboundMessage, type StatusUpdate, validSignature, webhookEvents } from "./webhook.js";

/**
 * What comes in from WhatsApp (docs/decisions/041-whatsapp-inbound.md). The webhook
 * stores each verified event once and queues it; the queue's worker handles it in one transaction
 * through the same services as the app, keeps the replies on it, and sends them after commit.
 */

export const WHATSAPP_INBOUND_QUEUE = "whatsapp-inbound";
/** Replies queued before record 081 sent them from their event's job; drained, never written. */
export const WHATSAPP_REPLY_QUEUE = "whatsapp-replies";

/** Whether the webhook runs: WhatsApp configured with the verify token and the app secret. */
export function webhookConfig(ctx: Ctx<"config">): { verifyToken: string; appSecret: string } | null {
  const w = ctx.config.whatsapp;
  if (!w?.verifyToken || !w.appSecret) return null;
  return { verifyToken: w.verifyToken, appSecret: w.appSecret };
}

/** How deep a delivery's JSON may nest (arrays and objects); deeper is refused as a bad body. */
const MAX_WEBHOOK_DEPTH = 32;

type ReceiveResult = "off" | "bad_signature" | "bad_body" | { stored: number; repeated: number };

/**
 * POST /whatsapp/webhook: the signature over the raw bytes first (nothing is stored without it),
 * then each event once, with its job, in one transaction.
 */
export async function receiveWebhook(
  ctx: Ctx<"config">,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<ReceiveResult> {
  const config = webhookConfig(ctx);
  if (!config) return "off";
  if (!validSignature(rawBody, signature, config.appSecret)) return "bad_signature";
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return "bad_body";
  }
  // Meta's deliveries nest about 8 deep; far deeper would overflow the stack when stored as JSON.
  if (!jsonDepthWithin(body, MAX_WEBHOOK_DEPTH)) return "bad_body";
  const events = webhookEvents(body);
  if (events.length === 0) return { stored: 0, repeated: 0 };
  return ctx.db.transaction(async (tx) => {
    let stored = 0;
    let limited = 0;
    const jobs: ({ data: { eventKey: string } } & EnqueueOptions)[] = [];
    for (const e of events) {
      // A flood from one number stops here, before it is stored or queued (record 053).
      const payload: Record<string, unknown> = { ...e.payload };
      const kept = await storeInbound(tx, { eventKey: e.key, kind: e.kind, waNumber: e.waNumber, payload });
      if (kept.limited) {
        limited++;
        continue;
      }
      const { priority } = kept;
      if (kept.stored) {
        jobs.push({
          data: { eventKey: e.key },
          priority,
          ...(e.waNumber !== null ? { key: e.waNumber } : {}),
        });
        stored++;
      }
    }
    // A delivery's events (Meta batches statuses) go on the queue in one insert (record 053).
    await enqueueMany(tx, WHATSAPP_INBOUND_QUEUE, jobs);
    return { stored, repeated: events.length - stored - limited };
  });
}

// ---- The queue's side ----

/** What each reply of a handled event came to: sent, already sent, or why not. */
export type ReplyResults = { to: string; result: string }[];

/**
 * The job of WHATSAPP_INBOUND_QUEUE: handles one stored event once, in one transaction, keeping
 * its replies on it; then sends them (record 081). A retried job (a send failed, or the process
 * stopped before they were out) finds the event handled and sends its replies again: each is
 * claimed, so those already out are not sent twice.
 */
export async function handleInboundEvent(ctx: Ctx<"config" | "now">, eventKey: string): Promise<ReplyResults> {
  const replies = await ctx.db.transaction(async (tx): Promise<StoredReply[]> => {
    const locked = await lockInbound(tx, eventKey);
    if (!locked) return [];
    const row = locked.event;
    if (row.processedAt) return row.replies ?? [];
    const txCtx = { ...ctx, db: tx };
    let result: Outcome;
    if (row.kind === "message" && row.waNumber) {
      result = await handleMessage(txCtx, row.waNumber, row.payload as InboundMessage, {
        sender: locked.sender,
      });
    } else if (row.kind === "status") {
      result = await handleStatus(txCtx, row.payload as StatusUpdate);
    } else if (row.kind === "template") {
      result = await handleTemplate(txCtx, row.payload);
    } else {
      result = { outcome: "ignored", replies: [] };
    }
    // A reply answers the message it was written for: that message opened its 24-hour window.
    const openedAt = row.kind === "message" ? new Date(row.receivedAt).getTime() : undefined;
    const written = result.replies.map(
      (r, i): StoredReply => ({
        message: r.message,
        userId: r.userId,
        replyKey: `reply:${eventKey}:${i}`,
        ...(openedAt !== undefined ? { openedAt } : {}),
      }),
    );
    await markInboundDone(tx, eventKey, { outcome: result.outcome, at: ctx.now(), replies: written });
    return written;
  });
  const results: ReplyResults = [];
  for (const reply of replies) {
    const message = reply.message as SessionMessage;
    results.push({ to: message.to, result: await sendReply(ctx, { ...reply, message }) });
  }
  return results;
}

/**
 * A reply to send. `replyKey` names it (its event and place among the event's replies) for its
 * claim; `openedAt` is when the message it answers came in (epoch ms). A job of
 * WHATSAPP_REPLY_QUEUE, where replies were queued before record 081, may carry neither: no
 * claim, and the window looked up.
 */
export type ReplyJob = Omit<StoredReply, "message" | "replyKey"> & {
  message: SessionMessage;
  replyKey?: string;
};

/**
 * Sends one session reply, inside the 24-hour window of the message it answers (record 080). The
 * reply is claimed before it is sent, so a job run twice sends it once; a send the Cloud API
 * refused or never answered gives the claim back and throws, and the queue retries the job.
 */
export async function sendReply(ctx: Ctx<"config" | "now">, data: ReplyJob): Promise<string> {
  const { replyKey } = data;
  if (replyKey !== undefined && !(await claimReply(ctx.db, replyKey, data.userId))) return "already_sent";
  try {
    const result = await sendWhatsappSession(ctx, data.message, {
      userId: data.userId,
      ...(data.openedAt !== undefined ? { openedAt: new Date(data.openedAt) } : {}),
    });
    return result.sent ? "sent" : result.reason;
  } catch (err) {
    // Not sent: the claim goes back for the retry. Sent but not recorded: the claim stays.
    if (replyKey !== undefined && err instanceof DeliveryError) await releaseReply(ctx.db, replyKey);
    throw err;
  }
}

async function handleStatus(ctx: Ctx<"now">, s: StatusUpdate): Promise<Outcome> {
  const error =
    s.status === "failed"
      ? (s.errors ?? [])
          .map((e) => [e.code, e.title, e.message].filter((x) => x !== undefined).join(" "))
          .join("; ") || "WhatsApp could not deliver the message"
      : null;
  const found = await applyMessageStatus(ctx.db, s.id, s.status, error);
  // An answer from the inbox and a template from the outbox carry their own state (record 063).
  const inbox = await applyInboxStatus(ctx.db, s.id, s.status, error);
  const outbox = await applyOutboxStatus(ctx.db, s.id, s.status, error, ctx.now().toISOString());
  if (!found) {
    return { outcome: inbox || outbox ? `status ${s.status}` : "status of an unknown message", replies: [] };
  }
  if (s.status === "failed" && found.deliveryId !== null) {
    await failDelivery(ctx.db, found.deliveryId, `WhatsApp: ${error ?? "failed"}`);
  }
  return { outcome: `status ${s.status}`, replies: [] };
}

async function handleTemplate(ctx: Ctx, p: Record<string, unknown>): Promise<Outcome> {
  const name = typeof p.name === "string" ? p.name : "";
  const language = typeof p.language === "string" ? p.language : "";
  const event = typeof p.event === "string" ? p.event.toUpperCase() : undefined;
  const quality = typeof p.quality === "string" ? p.quality.toUpperCase() : undefined;
  const reason = typeof p.reason === "string" ? p.reason : null;
  if (!name) return { outcome: "template without a name", replies: [] };
  await upsertTemplateState(ctx.db, { name, language, status: event, quality, reason });
  const bad = (event && UNUSABLE_TEMPLATE_STATES.has(event)) || quality === "RED";
  if (bad) {
    const status = event && UNUSABLE_TEMPLATE_STATES.has(event) ? event : `quality ${quality}`;
    for (const adminId of await adminIds(ctx.db)) {
      await notify(ctx.db, {
        userId: adminId,
        type: "whatsapp_template_paused",
        params: { template: language ? `${name} (${language})` : name, status },
        link: "/admin/dashboard",
      });
    }
  }
  return {
    outcome: `template ${name} ${event ?? ""}${quality ? ` quality ${quality}` : ""}`.trim(),
    replies: [],
  };
}
