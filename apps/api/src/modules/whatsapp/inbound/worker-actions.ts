import { isWorkType, type KeyOf, type Language, t, type WorkType } from "@catercrew/shared";
import { formatDate, formatTime } from "@catercrew/shared/format/dates";
import type { AuthUser } from "../../../auth/auth.plugin.js";
import { AppError } from "../../../errors/app-error.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { notify } from "../../../lib/notify.js";
import { publicBaseUrl } from "../../../lib/public-url.js";
import { workerCheckInCode } from "../../check-in/check-in.service.js";
import { passOffer, takeOffer } from "../../crews/offers.service.js";
import { withdraw } from "../../crews/withdrawal.service.js";
import { requestWorkOnWhatsapp } from "../../work-requests/worker-requests.service.js";
import { publishedForWorker, workForWorker } from "../../work-requests/worker-works.service.js";
import { calendarLink } from "../outbound/notices.service.js";
import { type ButtonAction, payloadOf } from "../payloads.js";
import { declinedWorkIds, insertDecline } from "../recipients/declines.repository.js";
import {
  adminIds,
  findOfferWorkId,
  findWorkBrief,
  heldWorks,
  type Person,
  upsertConfirmation,
  type WorkBrief,
} from "../whatsapp.repository.js";
import { cashAnswer } from "./cash-answer.js";
import type { Outcome } from "./outcome.js";
import type { SessionContent } from "./session-messages.js";

/**
 * What a worker's buttons and "jobs"/"code" do, through the same services as the app
 * (docs/decisions/041-whatsapp-inbound.md). The words are the server catalogue's `whatsapp:<key>`
 * (packages/shared/src/locales, docs/decisions/039-one-catalogue.md).
 */

/** A WhatsApp reply's key in the catalogue (context "whatsapp"). */
export type WhatsappKey = KeyOf<"whatsapp">;

/** A work type as a list row names it (docs/glossary.md). */
const mealWord = (lang: Language, type: WorkType) => t(lang, `whatsapp:meal.${type}`);

function workParams(
  work: Pick<WorkBrief, "auditoriumName" | "place" | "date" | "reportingTime" | "workType">,
  lang: Language,
): Record<string, string> {
  return {
    venue: work.auditoriumName,
    place: work.place,
    date: formatDate(work.date, lang, { weekday: "short" }),
    time: formatTime(work.reportingTime, lang),
    meal: mealWord(lang, work.workType),
  };
}

export async function handleAction(
  ctx: Ctx<"config" | "now">,
  from: string,
  person: Person,
  user: AuthUser,
  lang: Language,
  action: ButtonAction,
): Promise<Outcome> {
  const out = (content: SessionContent, outcome: string): Outcome => ({
    outcome,
    replies: [{ message: { to: from, content }, userId: person.id }],
  });
  const replyText = (key: WhatsappKey, params: Record<string, string>, outcome: string) =>
    out({ type: "text", text: t(lang, `whatsapp:${key}`, params) }, outcome);
  const now = ctx.now();
  if (action.kind === "cash_got" || action.kind === "cash_missing")
    return cashAnswer(ctx, from, user, lang, action);

  if (action.kind === "take" || action.kind === "pass") {
    if (action.kind === "take") await takeOffer(ctx, user, action.offerId, now);
    else await passOffer(ctx, user, action.offerId, now);
    const work = await offerWork(ctx, action.offerId);
    if (action.kind === "take") {
      if (!work) throw new AppError("WORK_NOT_FOUND");
      // The winner gets what a confirmation carries: the time, the work's page, the calendar, the map.
      const taken = t(lang, "whatsapp:placeTaken", {
        ...workParams(work, lang),
        link: `${publicBaseUrl(ctx.config)}/user/work-details/${work.id}`,
        calendar: calendarLink(work),
      });
      const map = work.locationUrl?.trim();
      return out(
        { type: "text", text: map ? `${taken}\n${t(lang, "whatsapp:mapLine", { map })}` : taken },
        "take",
      );
    }
    return replyText("placePassed", work ? workParams(work, lang) : {}, action.kind);
  }
  if (action.kind === "stop") return replyText("stopped", {}, "stop");
  // A button that answers with the work's venue, place and time reads it under the app's rule for
  // one work (published, or requested by or assigned to this worker); any other work is not found.
  if (action.kind === "request") {
    // The request reads the work under its own rules, with what the answer names.
    const requested = await requestWorkOnWhatsapp(ctx, user, action.workId);
    return replyText("requestSent", workParams(requested, lang), "request");
  }
  if (action.kind === "pick" || action.kind === "decline") {
    await workForWorker(ctx, { workId: action.workId, userId: person.id });
  }
  const work = await findWorkBrief(ctx.db, action.workId);
  if (!work) throw new AppError("WORK_NOT_FOUND");
  const params = workParams(work, lang);
  switch (action.kind) {
    case "decline":
      await insertDecline(ctx.db, person.id, work.id);
      return replyText("declined", params, "decline");
    case "pick":
      return out(
        {
          type: "buttons",
          text: t(lang, "whatsapp:confirmRequest", params),
          buttons: [
            {
              id: payloadOf({ kind: "request", workId: work.id }),
              title: t(lang, "whatsapp:requestButton"),
            },
          ],
        },
        "pick",
      );
    case "coming": {
      const held = await heldWorks(ctx.db, person.id, work.date);
      if (!held.some((w) => w.id === work.id)) throw new AppError("WITHDRAW_NOT_ON_WORK");
      await upsertConfirmation(ctx.db, { userId: person.id, workId: work.id, answer: "coming", at: now });
      return replyText("coming", params, "coming");
    }
    case "cant_come": {
      const result = await withdraw(ctx, user, work.id, now);
      await upsertConfirmation(ctx.db, { userId: person.id, workId: work.id, answer: "cant_come", at: now });
      for (const adminId of await adminIds(ctx.db)) {
        await notify(ctx.db, {
          userId: adminId,
          type: result.late ? "worker_withdrew_late" : "worker_withdrew",
          params: { name: person.userName, venue: work.auditoriumName, date: work.date },
          link: `/admin/works?work=${work.id}`,
        });
      }
      return replyText(
        result.late ? "withdrawnLate" : "withdrawn",
        params,
        result.late ? "withdraw late" : "withdraw",
      );
    }
  }
}

async function offerWork(ctx: Ctx, offerId: number): Promise<WorkBrief | undefined> {
  const workId = await findOfferWorkId(ctx.db, offerId);
  return workId ? findWorkBrief(ctx.db, workId) : undefined;
}

/** A command the worker texts ("jobs", "code"): the answer goes to `from`, in `lang`. */
type WorkerCommand = (
  ctx: Ctx<"config" | "now">,
  from: string,
  person: Person,
  user: AuthUser,
  lang: Language,
) => Promise<Outcome>;

/** "jobs": the open works the worker may request, nearest first, at most 10, as a list. */
export const jobsList: WorkerCommand = async (ctx, from, person, user, lang) => {
  const today = todayInKolkata(ctx.now());
  const [{ rows }, declined, held] = await Promise.all([
    publishedForWorker(ctx, user, { page: 1, pageSize: 100 }),
    declinedWorkIds(ctx.db, person.id),
    heldWorks(ctx.db, person.id, today),
  ]);
  const meals = new Set(held.map((w) => `${w.date}|${w.workType}`));
  const open = rows
    .filter(
      (w) =>
        !w.already_applied &&
        !w.admin_assigned &&
        w.is_published &&
        w.status !== "completed" &&
        w.status !== "cancelled" &&
        w.date >= today &&
        !declined.has(w.id) &&
        !meals.has(`${w.date}|${String(w.work_type).toLowerCase()}`),
    )
    .slice(0, 10);
  const reply = (content: SessionContent, outcome: string): Outcome => ({
    outcome,
    replies: [{ message: { to: from, content }, userId: person.id }],
  });
  if (open.length === 0) return reply({ type: "text", text: t(lang, "whatsapp:jobsNone") }, "jobs: none");
  return reply(
    {
      type: "list",
      text: t(lang, "whatsapp:jobsBody"),
      button: t(lang, "whatsapp:jobsButton"),
      section: t(lang, "whatsapp:jobsSection"),
      rows: open.map((w) => {
        const type = String(w.work_type).toLowerCase();
        const meal = isWorkType(type) ? mealWord(lang, type) : type;
        return {
          id: payloadOf({ kind: "pick", workId: w.id }),
          title: w.Auditorium_name,
          description: t(lang, "whatsapp:jobRow", {
            date: formatDate(w.date, lang, { weekday: "short" }),
            time: formatTime(w.reporting_time, lang),
            meal,
          }),
        };
      }),
    },
    `jobs: ${open.length}`,
  );
};

/** "code": today's check-in code of each work the worker holds today, and the link to its QR. */
export const checkInCodes: WorkerCommand = async (ctx, from, person, user, lang) => {
  const today = todayInKolkata(ctx.now());
  const todays = (await heldWorks(ctx.db, person.id, today)).filter(
    (w) => w.date === today && w.status !== "cancelled" && w.status !== "completed",
  );
  if (todays.length === 0) {
    return {
      outcome: "code: no work today",
      replies: [
        {
          message: { to: from, content: { type: "text", text: t(lang, "whatsapp:noWorkToday") } },
          userId: person.id,
        },
      ],
    };
  }
  const base = publicBaseUrl(ctx.config);
  const replies: Outcome["replies"] = [];
  for (const w of todays) {
    // The short code (record 064): what the captain types; the link shows the QR.
    const { short_code: code } = await workerCheckInCode(ctx, user, w.id);
    replies.push({
      message: {
        to: from,
        content: {
          type: "text",
          text: t(lang, "whatsapp:checkInCode", {
            venue: w.auditoriumName,
            code,
            link: `${base}/user/work-details/${w.id}`,
          }),
        },
      },
      userId: person.id,
    });
  }
  return { outcome: `code: ${todays.length}`, replies };
};
