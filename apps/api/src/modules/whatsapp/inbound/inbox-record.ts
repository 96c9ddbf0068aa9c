import type { InboxKind } from "@catercrew/shared";
import { z } from "zod";
import type { Ctx } from "../../../lib/context.js";
import { enqueue } from "../../../lib/job-queue.js";
import { insertInboxMessage, touchConversation } from "./inbox.repository.js";

/**
 * What an opted-in worker wrote that the app cannot act on, kept in his conversation
 * (docs/decisions/063-whatsapp-inbox.md). A file he sent is fetched after the commit, by the media
 * queue (INBOX_MEDIA_QUEUE), from the Cloud API through the outbound guard.
 */

export const INBOX_MEDIA_QUEUE = "whatsapp-inbox-media";

const KINDS: Record<string, InboxKind> = {
  text: "text",
  audio: "voice",
  voice: "voice",
  image: "image",
  video: "video",
  document: "document",
  location: "location",
};

const str = z.string().max(4096);
const mediaSchema = z.looseObject({
  id: z.string().min(1).max(256),
  mime_type: str.optional(),
  caption: str.optional(),
  filename: str.optional(),
});
const locationSchema = z.looseObject({
  latitude: z.number(),
  longitude: z.number(),
  name: str.optional(),
  address: str.optional(),
});

/** The inbox kind of a WhatsApp message type, or null when the inbox does not keep it. */
function inboxKindOf(type: string): InboxKind | null {
  return KINDS[type] ?? null;
}

/** A conversation's message of his: the text, caption or map link, and the file to fetch. */
function contentOf(kind: InboxKind, type: string, m: Record<string, unknown>) {
  if (kind === "text") {
    const text = z.looseObject({ body: str }).safeParse(m.text);
    return text.success ? { body: text.data.body } : null;
  }
  if (kind === "location") {
    const at = locationSchema.safeParse(m.location);
    if (!at.success) return null;
    const label = [at.data.name, at.data.address].filter(Boolean).join(", ");
    const map = `https://maps.google.com/?q=${at.data.latitude},${at.data.longitude}`;
    return { body: label ? `${label}\n${map}` : map };
  }
  const media = mediaSchema.safeParse(m[type]);
  if (!media.success) return null;
  return {
    body: media.data.caption ?? null,
    fileName: media.data.filename?.slice(0, 200) ?? null,
    waMediaId: media.data.id,
    mediaType: media.data.mime_type?.slice(0, 100) ?? null,
    mediaState: "waiting" as const,
  };
}

/**
 * Keeps his message; answers the conversation's id, or null when it is not a kind the inbox keeps
 * (or was kept already: a message is kept once, by its WhatsApp id).
 */
export async function recordInbound(
  ctx: Ctx<"now">,
  input: {
    userId: number;
    waNumber: string;
    message: { id: string; type: string } & Record<string, unknown>;
  },
): Promise<number | null> {
  const { message } = input;
  const kind = inboxKindOf(message.type);
  if (!kind) return null;
  const content = contentOf(kind, message.type, message);
  if (!content) return null;
  const at = ctx.now().toISOString();
  const conversationId = await touchConversation(ctx.db, {
    userId: input.userId,
    waNumber: input.waNumber,
    at,
  });
  const row = await insertInboxMessage(ctx.db, {
    conversationId,
    direction: "in",
    kind,
    waMessageId: message.id,
    createdAt: at,
    ...content,
  });
  if (row?.mediaState === "waiting") await enqueue(ctx.db, INBOX_MEDIA_QUEUE, { messageId: row.id });
  return conversationId;
}
