import {
  fromPaise,
  type Invoice,
  type InvoiceLineKind,
  type RateCard,
  ROLE_RATE_ITEMS,
  toPaise,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import { clientRates, getClientOr404 } from "../clients/clients.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { totalColumns, totalsFor } from "./invoice-totals.js";
import {
  crewThatCame,
  insertInvoice,
  linesOf,
  type NewLine,
  replaceLines,
  updateInvoice,
} from "./invoices.repository.js";
import { getInvoice, getInvoiceRowOr404 } from "./invoices.service.js";

// Drafting a bill from the crew that came, and editing the draft (docs/decisions/056-clients-and-bills.md).

type WriteCtx = Ctx<"config" | "now">;

/** The line texts as the (English) bill prints them. */
const ROLE_TEXT: Record<(typeof ROLE_RATE_ITEMS)[number], string> = {
  boys: "Service boys",
  head_boy: "Head boys",
  supervisor: "Supervisors",
  subadmin: "Captains",
};

/** quantity x rate in paise, rounded to the paisa (quantity has at most two decimals). */
function lineAmount(quantity: string, rate: string): number {
  const q = Math.round(Number(quantity) * 100);
  const product = q * toPaise(rate);
  return Math.floor((product + 50) / 100);
}

function line(
  kind: InvoiceLineKind,
  description: string,
  quantity: string,
  rate: string,
  negative = false,
): NewLine {
  const amount = lineAmount(quantity, rate);
  return { kind, description, quantity, rate, amount: fromPaise(negative ? -amount : amount), position: 0 };
}

/** The draft's lines: each role's people who came x rate, setting, loading, transport. */
function draftLines(
  crew: readonly { role: string; people: number; setting: number; loading: number }[],
  rates: RateCard,
): NewLine[] {
  const lines: NewLine[] = [];
  for (const role of ROLE_RATE_ITEMS) {
    const people = crew.find((c) => c.role === role)?.people ?? 0;
    if (people > 0) lines.push(line("role", ROLE_TEXT[role], String(people), rates[role] ?? "0.00"));
  }
  const sum = (k: "setting" | "loading") => crew.reduce((acc, c) => acc + c[k], 0);
  if (sum("setting") > 0)
    lines.push(line("setting", "Setting", String(sum("setting")), rates.setting ?? "0.00"));
  if (sum("loading") > 0)
    lines.push(line("loading", "Loading", String(sum("loading")), rates.loading ?? "0.00"));
  if (toPaise(rates.transport) > 0 && lines.length > 0)
    lines.push(line("transport", "Transport", "1", rates.transport ?? "0.00"));
  return lines;
}

/**
 * What a crew of people per role comes to for a client, line for line as a draft of it would be
 * (the client's quote before he books, docs/decisions/062-clients-own-page.md): the same rates,
 * the same transport line, the same tax and rounding.
 */
export async function crewPrice(
  ctx: Ctx,
  clientId: number,
  crew: readonly { role: string; people: number }[],
): Promise<{ lines: NewLine[]; totals: ReturnType<typeof totalsFor> }> {
  const client = await getClientOr404(ctx, clientId);
  const { effective } = await clientRates(ctx, clientId);
  const lines = draftLines(
    crew.map((c) => ({ ...c, setting: 0, loading: 0 })),
    effective,
  );
  return { lines, totals: totalsFor(lines, await billingSettingsRow(ctx), client) };
}

/** POST /invoices/ {work_id}: a draft for the work's client from the crew that came. */
export async function createDraft(ctx: WriteCtx, actor: AuthUser, workId: number): Promise<Invoice> {
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const work = await getWorkOr404({ db: tx }, workId, { lock: true });
      if (work.status === "cancelled") throw new AppError("INVOICE_WORK_CANCELLED");
      if (work.clientId === null) throw new AppError("INVOICE_WORK_NO_CLIENT", { field: "work_id" });
      const client = await getClientOr404({ db: tx }, work.clientId);
      const { effective } = await clientRates({ db: tx }, client.id);
      const lines = draftLines(await crewThatCame(tx, workId), effective);
      const totals = totalsFor(lines, await billingSettingsRow({ db: tx }), client);
      const row = await insertInvoice(tx, {
        kind: "invoice",
        status: "draft",
        clientId: client.id,
        workId,
        createdBy: actor.id,
        ...totalColumns(totals),
      });
      await replaceLines(tx, row.id, lines);
      await audit(tx, {
        actorId: actor.id,
        action: "invoice.draft",
        entity: "invoice",
        entityId: row.id,
        details: { work_id: workId },
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("INVOICE_EXISTS", { field: "work_id" });
    throw err;
  }
  return getInvoice(ctx, id);
}

interface DraftPatch {
  lines?: { kind: Exclude<InvoiceLineKind, "credit">; description: string; quantity: string; rate: string }[];
  discount?: string;
  notes?: string | null;
}

/** PATCH /invoices/:id/: a draft's lines, discount and notes; an issued document is 409. */
export async function patchDraft(
  ctx: WriteCtx,
  actor: AuthUser,
  id: number,
  input: DraftPatch,
): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const row = await getInvoiceRowOr404({ db: tx }, id, { lock: true });
    if (row.status !== "draft") throw new AppError("INVOICE_NOT_DRAFT");
    const stored: NewLine[] = (await linesOf(tx, [id])).map((l) => ({ ...l }));
    let lines: NewLine[] = input.lines
      ? input.lines.map((l) => line(l.kind, l.description, l.quantity, l.rate, l.kind === "discount"))
      : stored.map(({ kind, description, quantity, rate, amount }) => ({
          kind,
          description,
          quantity,
          rate,
          amount,
          position: 0,
        }));
    if (input.discount !== undefined) {
      lines = lines.filter((l) => l.kind !== "discount");
      if (toPaise(input.discount) > 0) lines.push(line("discount", "Discount", "1", input.discount, true));
    }
    const client = await getClientOr404({ db: tx }, row.clientId);
    const totals = totalsFor(lines, await billingSettingsRow({ db: tx }), client);
    await replaceLines(tx, id, lines);
    await updateInvoice(tx, id, {
      ...totalColumns(totals),
      notes: input.notes === undefined ? row.notes : input.notes,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "invoice.edit",
      entity: "invoice",
      entityId: id,
      details: { ...input },
    });
  });
  return getInvoice(ctx, id);
}
