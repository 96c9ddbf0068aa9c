import { type Language, t } from "@catercrew/shared";
import { formatDate, formatTime } from "@catercrew/shared/format/dates";
import type { AuthUser } from "../../../auth/auth.plugin.js";
import type { Ctx } from "../../../lib/context.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { publicBaseUrl } from "../../../lib/public-url.js";
import { type ButtonAction, payloadOf } from "../payloads.js";
import { heldWorks, openOffersOf, type Person, type WorkBrief } from "../whatsapp.repository.js";
import type { Outcome } from "./outcome.js";
import type { SessionContent } from "./session-messages.js";
import { handleAction } from "./worker-actions.js";

/**
 * A button's words typed instead of tapped ("I can't come", "varan pattilla", "ഞാൻ എടുക്കുന്നു").
 * The text names no work, so it goes to the one work (or freed-place offer) it can mean, through
 * the button's own handler with all its rules (a typed withdrawal is a withdrawal, with its cut-off
 * and late mark). When it could mean more than one, the worker is asked which, with a list whose
 * rows are the buttons themselves; when it means none, he is told so (record 059).
 */

/** A list holds at most 10 rows (Meta). */
const MAX_ROWS = 10;

export async function typedAction(
  ctx: Ctx<"config" | "now">,
  from: string,
  person: Person,
  user: AuthUser,
  lang: Language,
  kind: "coming" | "cant_come" | "take" | "pass",
): Promise<Outcome> {
  const now = ctx.now();
  const choices: { action: ButtonAction; work: WorkBrief }[] = [];
  if (kind === "coming" || kind === "cant_come") {
    const held = await heldWorks(ctx.db, person.id, todayInKolkata(now));
    for (const work of held) {
      if (work.status !== "cancelled" && work.status !== "completed") {
        choices.push({ action: { kind, workId: work.id }, work });
      }
    }
  } else {
    for (const { offerId, work } of await openOffersOf(ctx.db, person.id, now)) {
      choices.push({ action: { kind, offerId }, work });
    }
  }
  const reply = (content: SessionContent, outcome: string): Outcome => ({
    outcome,
    replies: [{ message: { to: from, content }, userId: person.id }],
  });
  const [only] = choices;
  if (!only) {
    const key = kind === "take" || kind === "pass" ? "typedNoOffer" : "typedNoWork";
    return reply({ type: "text", text: t(lang, `whatsapp:${key}`) }, `typed ${kind}: nothing`);
  }
  if (choices.length === 1) return handleAction(ctx, from, person, user, lang, only.action);
  return reply(
    {
      type: "list",
      text: t(lang, `whatsapp:typedWhich.${kind}`),
      button: t(lang, "whatsapp:typedWhichButton"),
      section: t(lang, "whatsapp:typedWhichSection"),
      rows: choices.slice(0, MAX_ROWS).map(({ action, work }) => ({
        id: payloadOf(action),
        title: work.auditoriumName,
        description: t(lang, "whatsapp:jobRow", {
          date: formatDate(work.date, lang, { weekday: "short" }),
          time: formatTime(work.reportingTime, lang),
          meal: t(lang, `whatsapp:meal.${work.workType}`),
        }),
      })),
    },
    `typed ${kind}: asked which of ${choices.length}`,
  );
}

/** "my jobs": the works the worker is on from today (not cancelled or completed), each with its link. */
export async function myJobs(
  ctx: Ctx<"config" | "now">,
  from: string,
  person: Person,
  lang: Language,
): Promise<Outcome> {
  const held = (await heldWorks(ctx.db, person.id, todayInKolkata(ctx.now()))).filter(
    (w) => w.status !== "cancelled" && w.status !== "completed",
  );
  const base = publicBaseUrl(ctx.config);
  const text =
    held.length === 0
      ? t(lang, "whatsapp:myJobsNone")
      : [
          t(lang, "whatsapp:myJobsHeader"),
          ...held.map((w) =>
            t(lang, "whatsapp:myJobRow", {
              venue: w.auditoriumName,
              place: w.place,
              date: formatDate(w.date, lang, { weekday: "short" }),
              time: formatTime(w.reportingTime, lang),
              link: `${base}/user/work-details/${w.id}`,
            }),
          ),
        ].join("\n\n");
  return {
    outcome: `my jobs: ${held.length}`,
    replies: [{ message: { to: from, content: { type: "text", text } }, userId: person.id }],
  };
}
