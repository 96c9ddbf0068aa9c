import { type Language, t } from "@catercrew/shared";
import { authUserOf } from "../../../auth/access.js";
import { AppError } from "../../../errors/app-error.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { publicBaseUrl } from "../../../lib/public-url.js";
import { parsePayload } from "../payloads.js";
import { recordOptIn, restartContact, stopContact } from "../recipients/contacts.repository.js";
import {
  claimStrangerReply,
  findSender,
  findWorkerByCode,
  findWorkerByMobile,
  type Person,
  type Sender,
} from "../whatsapp.repository.js";
import { startKey } from "../whatsapp.service.js";
import { parseCommand, type TextCommand } from "./commands.js";
import { forwardToAgency } from "./forward.js";
import type { Outcome } from "./outcome.js";
import type { SessionContent } from "./session-messages.js";
import { myJobs, typedAction } from "./typed-actions.js";
import { type InboundMessage, messageInput } from "./webhook.js";
import { checkInCodes, handleAction, jobsList, type WhatsappKey } from "./worker-actions.js";

/** A worker's message: START/STOP and the commands, then the buttons (docs/decisions/041-whatsapp-inbound.md). */

function languageOf(person: Person | undefined): Language {
  return person?.language === "en" ? "en" : "ml";
}

/** The registered mobile of an Indian WhatsApp number (91 and 10 digits), else null. */
function registeredMobileOf(waNumber: string): string | null {
  const m = /^91([6-9]\d{9})$/.exec(waNumber);
  return m?.[1] ?? null;
}

/** `known`: the sender as the handling's read of the event found it (else it is looked up). */
export async function handleMessage(
  ctx: Ctx<"config" | "now">,
  from: string,
  m: InboundMessage,
  known?: { sender: Sender | undefined },
): Promise<Outcome> {
  const input = messageInput(m);
  const action = input.payload ? parsePayload(input.payload) : null;
  const command: TextCommand = action ? { kind: "unknown" } : parseCommand(input.text ?? "");
  const sender = known ? known.sender : await findSender(ctx.db, from);
  const contact = sender?.contact;
  const reply = (content: SessionContent, userId: number | null, outcome: string): Outcome => ({
    outcome,
    replies: [{ message: { to: from, content }, userId }],
  });
  const text = (lang: Language, key: WhatsappKey, params: Record<string, string> = {}) =>
    ({ type: "text", text: t(lang, `whatsapp:${key}`, params) }) as const;

  // START: the opt-in (or back on after STOP).
  if (command.kind === "start") {
    let person: Person | undefined;
    if (command.userCode && command.key) {
      const byCode = await findWorkerByCode(ctx.db, command.userCode);
      if (byCode && startKey(ctx.config.jwtSecret, byCode.id) === command.key) person = byCode;
    }
    if (!person && sender?.person) person = sender.person;
    if (!person) {
      const mobile = registeredMobileOf(from);
      if (mobile) person = await findWorkerByMobile(ctx.db, mobile);
    }
    if (!person) return strangerReply(ctx, from, "startUnknown");
    const lang = languageOf(person);
    if (contact && contact.userId === person.id) {
      await restartContact(ctx.db, person.id, "start_message", ctx.now());
    } else {
      await recordOptIn(ctx.db, { userId: person.id, waNumber: from, how: "start_message", at: ctx.now() });
    }
    return reply(text(lang, "optedIn", { name: person.userName }), person.id, "opt-in");
  }

  if (!contact) {
    // Not opted in: a worker's registered number is told how to start; anyone else is a stranger.
    const mobile = registeredMobileOf(from);
    const worker = mobile ? await findWorkerByMobile(ctx.db, mobile) : undefined;
    if (worker) {
      const lang = languageOf(worker);
      return reply(text(lang, "startFirst"), worker.id, "not opted in");
    }
    return strangerReply(ctx, from, "stranger");
  }

  const person = sender?.person;
  if (!person) return { outcome: "contact without a user", replies: [] };
  const lang = languageOf(person);
  const stop = command.kind === "stop" || action?.kind === "stop";
  if (stop) {
    const stopped = await stopContact(ctx.db, person.id, ctx.now());
    return reply(text(lang, stopped ? "stopped" : "alreadyStopped"), person.id, "stop");
  }
  if (contact.stoppedAt) return reply(text(lang, "alreadyStopped"), person.id, "stopped: not handled");
  if (!person.isActive || !person.isApproved) return reply(text(lang, "notActive"), person.id, "not active");

  // The worker who wrote, as the acting user the app's services take.
  const user = authUserOf(person);
  try {
    if (action) return await handleAction(ctx, from, person, user, lang, action);
    if (command.kind === "jobs") return await jobsList(ctx, from, person, user, lang);
    if (command.kind === "code") return await checkInCodes(ctx, from, person, user, lang);
    if (command.kind === "mine") return await myJobs(ctx, from, person, lang);
    if (
      command.kind === "coming" ||
      command.kind === "cant_come" ||
      command.kind === "take" ||
      command.kind === "pass"
    ) {
      return await typedAction(ctx, from, person, user, lang, command.kind);
    }
    if (!action) {
      const forwarded = await forwardToAgency(ctx, from, person, lang, m);
      if (forwarded) return forwarded;
    }
  } catch (err) {
    if (err instanceof AppError) {
      return reply({ type: "text", text: err.localized(lang).message }, person.id, `refused ${err.code}`);
    }
    throw err;
  }
  return reply(text(lang, "help"), person.id, "help");
}

async function strangerReply(
  ctx: Ctx<"config" | "now">,
  from: string,
  key: "stranger" | "startUnknown",
): Promise<Outcome> {
  if (!(await claimStrangerReply(ctx.db, from, todayInKolkata(ctx.now())))) {
    return { outcome: "stranger: already answered today", replies: [] };
  }
  const link = `${publicBaseUrl(ctx.config)}/user/register`;
  // Not a worker: no language is known, so Malayalam first, then English.
  const body = `${t("ml", `whatsapp:${key}`, { link })}\n\n${t("en", `whatsapp:${key}`, { link })}`;
  return {
    outcome: `stranger: ${key}`,
    replies: [{ message: { to: from, content: { type: "text", text: body } }, userId: null }],
  };
}
