import {
  type Client,
  type ClientCreate,
  type ClientDetail,
  type ClientPatch,
  effectiveRates,
  gstinMatchesState,
  type ProposedPrice,
  proposePrice,
  type RateCard,
  type RoleCounts,
  workTypeOnWire,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { rateCardOf, stateName } from "../billing-settings/billing-settings.service.js";
import {
  type ClientRow,
  clientColumns,
  clientWorks,
  findClient,
  insertClient,
  listClients,
  updateClient,
} from "./clients.repository.js";

// The agency's clients (docs/decisions/056-clients-and-bills.md): admins only.

function toClientResponse(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contact_person: row.contactPerson,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    state_code: row.stateCode,
    state_name: stateName(row.stateCode),
    gstin: row.gstin,
    payment_terms_days: row.paymentTermsDays,
    notes: row.notes,
    whatsapp_consent: row.whatsappConsent,
    reminders_paused: row.remindersPaused,
    language: row.language,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}

const gstinTaken = () => new AppError("CLIENT_GSTIN_TAKEN", { field: "gstin" });

export async function getClientOr404(
  { db }: Ctx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ClientRow> {
  const row = await findClient(db, id, opts);
  if (!row) throw new AppError("CLIENT_NOT_FOUND");
  return row;
}

export async function searchClients({ db }: Ctx, q: string | undefined, limit: number): Promise<Client[]> {
  return (await listClients(db, q, limit)).map(toClientResponse);
}

export async function createClient({ db }: Ctx, actor: AuthUser, input: ClientCreate): Promise<Client> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertClient(tx, { ...clientColumns(input), name: input.name });
      await audit(tx, { actorId: actor.id, action: "client.create", entity: "client", entityId: row.id });
      return toClientResponse(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw gstinTaken();
    throw err;
  }
}

export async function patchClient(
  { db }: Ctx,
  actor: AuthUser,
  id: number,
  input: ClientPatch,
): Promise<Client> {
  try {
    return await db.transaction(async (tx) => {
      const current = await getClientOr404({ db: tx }, id, { lock: true });
      const gstin = input.gstin === undefined ? current.gstin : input.gstin;
      const stateCode = input.state_code ?? (input.gstin ? input.gstin.slice(0, 2) : current.stateCode);
      if (!gstinMatchesState(gstin, stateCode))
        throw new AppError("GSTIN_STATE_MISMATCH", { field: "gstin" });
      const row = await updateClient(tx, id, { ...clientColumns(input), stateCode });
      if (!row) throw new AppError("CLIENT_NOT_FOUND");
      await audit(tx, {
        actorId: actor.id,
        action: "client.update",
        entity: "client",
        entityId: id,
        details: input,
      });
      return toClientResponse(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw gstinTaken();
    throw err;
  }
}

/** A client's rates: his own card, and the one he is charged (his own over the agency's default). */
export async function clientRates(
  { db }: Ctx,
  clientId: number | null,
): Promise<{ own: RateCard; effective: RateCard }> {
  const defaults = await rateCardOf({ db }, null);
  if (clientId === null) return { own: { ...defaults }, effective: defaults };
  const own = await rateCardOf({ db }, clientId);
  return { own, effective: { ...defaults, ...(effectiveRates(defaults, own) as Partial<RateCard>) } };
}

export async function getClientDetail(ctx: Ctx, id: number): Promise<ClientDetail> {
  const row = await getClientOr404(ctx, id);
  const rates = await clientRates(ctx, id);
  const list = await clientWorks(ctx.db, id);
  return {
    ...toClientResponse(row),
    rates: rates.own,
    effective_rates: rates.effective,
    works: list.map((w) => ({
      id: w.id,
      date: w.date,
      auditorium_name: w.auditoriumName,
      work_type: workTypeOnWire(w.workType),
      status: w.status,
      payment_amount: w.paymentAmount,
      invoice_id: w.invoiceId,
    })),
  };
}

/** The work form's proposal: people needed times the client's (else the default) rates, plus transport. */
export async function proposedPrice(
  ctx: Ctx,
  clientId: number | null,
  counts: RoleCounts,
): Promise<ProposedPrice> {
  if (clientId !== null) await getClientOr404(ctx, clientId);
  const { effective } = await clientRates(ctx, clientId);
  return proposePrice(counts, effective);
}
