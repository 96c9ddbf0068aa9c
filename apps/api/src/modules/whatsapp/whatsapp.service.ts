import { createHmac } from "node:crypto";
import type { WhatsappLinkResponse, WhatsappMeResponse } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { findContactByUser } from "./recipients/contacts.repository.js";
import { declinedUserIds, declineExists } from "./recipients/declines.repository.js";
import {
  type ConfirmationAnswer,
  findConfirmation,
  findPerson,
  templateStates,
} from "./whatsapp.repository.js";

/**
 * What the rest of the app reads about WhatsApp's inbound side (
 * docs/decisions/041-whatsapp-inbound.md): template states, "Not this time", the reminder's
 * answers, and the worker's "Get jobs on WhatsApp" link.
 */

/** Meta's states in which a template cannot be sent (its sends fall back to push and in-app). */
export const UNUSABLE_TEMPLATE_STATES: ReadonlySet<string> = new Set([
  "PAUSED",
  "DISABLED",
  "REJECTED",
  "PENDING_DELETION",
  "DELETED",
  "ARCHIVED",
  "LOCKED",
]);

/**
 * Whether a template may be sent (in `language`, or in every language when not given): false once
 * Meta reported it paused, disabled, rejected or removed, until it reports it approved again.
 */
export async function isTemplateUsable(ctx: Ctx, name: string, language?: string): Promise<boolean> {
  const states = await templateStates(ctx.db, name);
  return !states.some(
    (s) => (language === undefined || s.language === language) && UNUSABLE_TEMPLATE_STATES.has(s.status),
  );
}

/** The worker answered "Not this time" to an offer of this work: send nothing more about it. */
export async function hasDeclined(ctx: Ctx, userId: number, workId: number): Promise<boolean> {
  return declineExists(ctx.db, userId, workId);
}

/** Everyone who answered "Not this time" to an offer of this work. */
export async function declinedOf(ctx: Ctx, workId: number): Promise<Set<number>> {
  return declinedUserIds(ctx.db, workId);
}

/** The worker's answer to the reminder ("coming" or "cant_come"), or null when none came. */
export async function confirmationOf(
  ctx: Ctx,
  userId: number,
  workId: number,
): Promise<{ answer: ConfirmationAnswer; answeredAt: string } | null> {
  const row = await findConfirmation(ctx.db, userId, workId);
  if (!row) return null;
  return {
    answer: row.answer === "coming" ? "coming" : "cant_come",
    answeredAt: iso(row.answeredAt) ?? row.answeredAt,
  };
}

/**
 * The key of a worker's START link: 8 base32 letters of an HMAC of the user id with the server's
 * secret. "START CK00042 <key>" from any number ties that number to the worker, so the key is
 * shown only to the signed-in worker; a plain "START" is tied by the registered mobile alone.
 */
export function startKey(secret: string, userId: number): string {
  const mac = createHmac("sha256", secret).update(`whatsapp-start:${userId}`).digest();
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let out = "";
  for (let i = 0; i < 8; i++) out += alphabet[(mac[i] ?? 0) % 32];
  return out;
}

/** The agency's number for wa.me links, when the webhook that answers START runs; else null. */
function startNumber(ctx: Ctx<"config">): string | null {
  const w = ctx.config.whatsapp;
  return w?.businessNumber && w.verifyToken && w.appSecret ? w.businessNumber : null;
}

function waMeLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** GET /whatsapp/link/: the plain "START" link for the registration screen (tied by the registered mobile). */
export function publicStartLink(ctx: Ctx<"config">): WhatsappLinkResponse {
  const number = startNumber(ctx);
  return { enabled: Boolean(number), link: number ? waMeLink(number, "START") : null };
}

/** GET /whatsapp/me/: the worker's WhatsApp state and their own START link. */
export async function myWhatsapp(ctx: Ctx<"config">, userId: number): Promise<WhatsappMeResponse> {
  const [contact, person] = await Promise.all([
    findContactByUser(ctx.db, userId),
    findPerson(ctx.db, userId),
  ]);
  const number = startNumber(ctx);
  const link =
    number && person
      ? waMeLink(number, `START ${person.userCode} ${startKey(ctx.config.jwtSecret, userId)}`)
      : null;
  return {
    enabled: Boolean(number),
    state: !contact ? "off" : contact.stoppedAt ? "stopped" : "on",
    wa_number: contact ? `+${contact.waNumber}` : null,
    opted_in_at: contact ? iso(contact.optedInAt) : null,
    link,
  };
}
