import { z } from "zod";
import type { Ctx } from "../../../lib/context.js";
import { detectMediaKind } from "../../../lib/media-kinds.js";
import { OutboundTooLarge, outboundBytes, outboundRequest } from "../../../security/outbound.js";
import { inboxMessage, updateInboxMessage } from "./inbox.repository.js";

/**
 * Fetching a file a worker sent (docs/decisions/063-whatsapp-inbox.md): the Cloud API answers a
 * media id with a short-lived URL, and that URL, called with the same token, with the bytes. Both
 * calls go through the outbound guard; the bytes are capped, told by their content and stored in
 * media_files like a license image.
 */

/** WhatsApp's own limit for audio and video; a larger document is not kept. */
export const MAX_INBOX_MEDIA_BYTES = 16 * 1024 * 1024;

const mediaUrlSchema = z.looseObject({ url: z.string().url().max(4096) });

/** A failure worth a retry (network, 5xx): the queue tries again. */
class MediaNotYet extends Error {}

type MediaOutcome = "stored" | "too_large" | "gone" | "unknown_kind" | "not_configured" | "done";

/** The media queue's job: one file; a retried job finds it done. */
export async function fetchInboxMedia(
  ctx: Ctx<"config" | "media">,
  messageId: number,
): Promise<MediaOutcome> {
  const row = await inboxMessage(ctx.db, messageId);
  if (row?.mediaState !== "waiting" || !row.waMediaId) return "done";
  const config = ctx.config.whatsapp;
  const fail = async (reason: Exclude<MediaOutcome, "stored" | "done">) => {
    await updateInboxMessage(
      ctx.db,
      messageId,
      { mediaState: "failed", error: reason },
      { mediaState: "waiting" },
    );
    return reason;
  };
  if (!config) return fail("not_configured");
  const headers = { authorization: `Bearer ${config.token}` };
  const meta = await outboundRequest(
    `${config.apiUrl}/${encodeURIComponent(row.waMediaId)}`,
    { method: "GET", headers, timeoutMs: 15_000 },
    ctx.config.outbound,
  );
  if (meta.status >= 500) throw new MediaNotYet(`media id answered ${meta.status}`);
  if (meta.status !== 200) return fail("gone");
  let url: string;
  try {
    const parsed = mediaUrlSchema.safeParse(JSON.parse(meta.text));
    if (!parsed.success) return fail("gone");
    url = parsed.data.url;
  } catch {
    return fail("gone");
  }
  let file: Awaited<ReturnType<typeof outboundBytes>>;
  try {
    file = await outboundBytes(
      url,
      { method: "GET", headers, timeoutMs: 60_000 },
      MAX_INBOX_MEDIA_BYTES,
      ctx.config.outbound,
    );
  } catch (err) {
    if (err instanceof OutboundTooLarge) return fail("too_large");
    throw err;
  }
  if (file.status >= 500) throw new MediaNotYet(`media answered ${file.status}`);
  if (file.status !== 200) return fail("gone");
  const kind = detectMediaKind(file.bytes);
  if (!kind) return fail("unknown_kind");
  const name = await ctx.media.saveKind(file.bytes, kind);
  const kept = await updateInboxMessage(
    ctx.db,
    messageId,
    { mediaName: name, mediaState: "stored" },
    { mediaState: "waiting" },
  );
  // Another run stored it first: this copy goes.
  if (!kept) await ctx.media.remove(name);
  return kept ? "stored" : "done";
}
