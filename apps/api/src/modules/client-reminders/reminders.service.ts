import { formatINR, fromPaise, invoiceUpiLink } from "@catercrew/shared";
import { formatDate } from "@catercrew/shared/format/dates";
import { and, eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/client.js";
import { billingSettings, clientReminders, clients } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { enqueue } from "../../lib/job-queue.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { sendTemplateNow } from "../../lib/template-send.js";
import { statementToken } from "../dues/statement-link.service.js";
import { settlementsOfBills } from "../payments-in/balances.service.js";

export const CLIENT_REMINDER_QUEUE = "client-payment-reminder";
/** Weekly after the due date while the bill is unpaid. */
const EVERY_DAYS = 7;

interface DueBill {
  client_id: number;
  invoice_id: number;
}

/**
 * The bills to remind today (docs/decisions/057-payments-dues-exports.md): issued, unpaid, due
 * today or earlier, of a client who consented on WhatsApp, has a mobile number and is not paused;
 * not reminded in the last week. One bill a client (his oldest), and the day key of the log keeps
 * it to one message a client a day whatever runs twice.
 */
async function billsToRemind(ctx: Ctx, today: string): Promise<DueBill[]> {
  return queryRows<DueBill>(
    ctx.db,
    sql`select distinct on (i.client_id) i.client_id, i.id as invoice_id
        from invoices i join clients c on c.id = i.client_id
        where i.kind = 'invoice' and i.status = 'issued' and i.due_date <= ${today}::date
          and c.whatsapp_consent and not c.reminders_paused and c.mobile is not null
          and i.total > (select coalesce(sum(cn.total), 0) from invoices cn
                         where cn.credit_note_of = i.id and cn.kind = 'credit_note' and cn.status = 'issued')
                      + (select coalesce(sum(pa.amount), 0) from payment_allocations pa where pa.invoice_id = i.id)
          and not exists (select 1 from client_reminders r where r.invoice_id = i.id
                          and r.sent_on > ${today}::date - ${EVERY_DAYS}::int)
          and not exists (select 1 from client_reminders r where r.client_id = i.client_id and r.sent_on = ${today}::date)
        order by i.client_id, i.due_date, i.id`,
  );
}

/** The daily timer: logs today's reminders and queues each send. Answers how many. */
export async function queueClientReminders(ctx: Ctx<"now">): Promise<number> {
  const today = todayInKolkata(ctx.now());
  const due = await billsToRemind(ctx, today);
  let queued = 0;
  for (const bill of due) {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientReminders)
        .values({ clientId: bill.client_id, invoiceId: bill.invoice_id, sentOn: today })
        .onConflictDoNothing()
        .returning({ id: clientReminders.id });
      if (!row) return;
      await enqueue(tx, CLIENT_REMINDER_QUEUE, { reminderId: row.id });
      queued += 1;
    });
  }
  return queued;
}

async function finish(
  ctx: Ctx,
  id: number,
  status: "sent" | "skipped" | "failed",
  extra: { wamid?: string | null; lastError?: string } = {},
) {
  await ctx.db
    .update(clientReminders)
    .set({ status, wamid: extra.wamid ?? null, lastError: extra.lastError ?? null })
    .where(eq(clientReminders.id, id));
  return status;
}

/**
 * The queue's worker: checks again that the bill is unpaid and the client still consents and is
 * not paused (a payment or a pause since the timer wins), then sends the Utility template.
 */
export async function sendClientReminder(
  ctx: Ctx<"config">,
  reminderId: number,
): Promise<"sent" | "skipped" | "failed" | "gone"> {
  const [reminder] = await ctx.db
    .update(clientReminders)
    .set({ status: "skipped" })
    .where(and(eq(clientReminders.id, reminderId), eq(clientReminders.status, "queued")))
    .returning();
  if (!reminder) return "gone";
  const [client] = await ctx.db.select().from(clients).where(eq(clients.id, reminder.clientId));
  const bill = (await settlementsOfBills(ctx, [reminder.invoiceId])).get(reminder.invoiceId);
  if (!client || !bill || bill.balance <= 0) return finish(ctx, reminderId, "skipped", { lastError: "Paid" });
  if (!client.whatsappConsent || client.remindersPaused || !client.mobile) {
    return finish(ctx, reminderId, "skipped", { lastError: "No consent, paused or no number" });
  }
  const [agency] = await ctx.db.select().from(billingSettings).where(eq(billingSettings.id, true));
  if (!ctx.config.whatsapp)
    return finish(ctx, reminderId, "skipped", { lastError: "WhatsApp is not configured" });
  // The client's own language: the admin's choice on his record, or the one he signed in with (record 071).
  const language = client.language;
  const statementLink = `${publicBaseUrl(ctx.config)}/statement/${statementToken(ctx, client.id)}`;
  const upi = agency?.upiId
    ? invoiceUpiLink({
        upiId: agency.upiId,
        payeeName: agency.legalName || "CaterCrew",
        balancePaise: bill.balance,
        invoiceNumber: bill.number,
      })
    : "-";
  const sent = await sendTemplateNow(ctx, {
    to: `91${client.mobile}`,
    kind: "payment_reminder",
    language,
    params: [
      client.contactPerson || client.name,
      formatINR(fromPaise(bill.balance)),
      bill.number,
      formatDate(bill.dueDate, language),
      upi,
      statementLink,
    ],
  });
  return sent.sent
    ? finish(ctx, reminderId, "sent", { wamid: sent.wamid })
    : finish(ctx, reminderId, sent.reason.startsWith("WhatsApp is not") ? "skipped" : "failed", {
        lastError: sent.reason,
      });
}
