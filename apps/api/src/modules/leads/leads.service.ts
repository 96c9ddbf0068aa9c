import type { Language, LeadsPage, leadInputSchema, newsletterInputSchema } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import type { z } from "zod";
import type { Ctx } from "../../lib/context.js";
import { deleteKeptBefore, insertLead, insertSubscriber, pageLeads } from "./leads.repository.js";
import { toLeadResponse } from "./leads.serializer.js";

export const LEAD_RECEIVED = say("success:Thank you! We have your inquiry and will reply within 24 hours.");
export const SUBSCRIBED = say("success:Thank you for subscribing.");

/** POST /public/leads/: the contact form's inquiry, kept for the admin whatever WhatsApp does. */
export async function createLead(
  ctx: Ctx,
  input: z.output<typeof leadInputSchema>,
  language: Language,
): Promise<void> {
  await insertLead(ctx.db, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    email: input.email,
    eventDetails: input.event_details,
    language,
  });
}

/** POST /public/newsletter/: the same answer whether the address was new or already kept. */
export async function subscribe(
  ctx: Ctx,
  input: z.output<typeof newsletterInputSchema>,
  language: Language,
): Promise<void> {
  await insertSubscriber(ctx.db, { email: input.email, language });
}

export async function leadsPage(ctx: Ctx, page: number, pageSize: number): Promise<LeadsPage> {
  const { rows, total } = await pageLeads(ctx.db, page, pageSize);
  return {
    results: rows.map(toLeadResponse),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
  };
}

/** How long inquiries and newsletter e-mails are kept: the Privacy page says up to 2 years. */
export const LEAD_RETENTION_DAYS = 730;

/** The daily retention job: inquiries and newsletter e-mails older than the kept period go. */
export async function purgeOldLeads({ db, now }: Ctx<"now">) {
  const before = new Date(now().getTime() - LEAD_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction((tx) => deleteKeptBefore(tx, before));
}
