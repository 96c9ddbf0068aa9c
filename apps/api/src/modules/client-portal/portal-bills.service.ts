import { type PortalInvoice, type Statement, toPaise } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import { statement } from "../dues/statement.service.js";
import { listInvoices } from "../invoices/invoices.service.js";

/**
 * The client's bills on his own page (docs/decisions/062-clients-own-page.md): his issued invoices
 * only (never a draft, never another client's), what he paid and owes on each, the printable bill's
 * signed link, and what a UPI app needs to pay the rest (the invoice number as the note).
 */
export async function portalInvoices(ctx: Ctx<"config" | "now">, clientId: number): Promise<PortalInvoice[]> {
  const [answers, settings] = await Promise.all([
    listInvoices(ctx, { client_id: clientId, kind: "invoice", limit: 200 }),
    billingSettingsRow(ctx),
  ]);
  return answers
    .filter((inv) => inv.status !== "draft" && inv.number !== null)
    .map((inv) => ({
      id: inv.id,
      number: inv.number ?? "",
      invoice_date: inv.invoice_date ?? "",
      due_date: inv.due_date ?? "",
      total: inv.total,
      paid: inv.paid,
      balance: inv.balance,
      status: inv.status,
      overdue: inv.overdue,
      document_url: inv.document_url ?? "",
      upi:
        settings.upiId && toPaise(inv.balance) > 0 && inv.status !== "cancelled"
          ? {
              upi_id: settings.upiId,
              name: settings.legalName || "CaterCrew",
              amount: inv.balance,
              note: inv.number ?? "",
            }
          : null,
    }));
}

/** His statement: the same as the admin prints, for him alone. */
export function portalStatement(ctx: Ctx<"now">, clientId: number): Promise<Statement> {
  return statement(ctx, clientId, {});
}
