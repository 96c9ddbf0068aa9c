import {
  type BillingSettings,
  type BillingSettingsPatch,
  GST_STATES,
  gstinMatchesState,
  isGstStateCode,
  type RateCard,
  type RateItem,
  say,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import {
  type BillingSettingsRow,
  readRateCard,
  readSettings,
  writeRateCard,
  writeSettings,
} from "./billing-settings.repository.js";

// The agency's billing settings and default rate card (docs/decisions/056-clients-and-bills.md).

/** The state's name for a code ("Kerala"), the code itself when unknown. */
export const stateName = (code: string): string => (isGstStateCode(code) ? GST_STATES[code] : code);

/** The GST rate without trailing zeros lost: "18.00". */
const rateText = (value: string): string => Number(value).toFixed(2);

function toSettingsResponse(row: BillingSettingsRow): BillingSettings {
  return {
    legal_name: row.legalName,
    address: row.address,
    state_code: row.stateCode,
    state_name: stateName(row.stateCode),
    gstin: row.gstin,
    phone: row.phone,
    email: row.email,
    sac: row.sac,
    gst_rate: rateText(row.gstRate),
    upi_id: row.upiId,
    bank_name: row.bankName,
    bank_account: row.bankAccount,
    bank_ifsc: row.bankIfsc,
    invoice_prefix: row.invoicePrefix,
    credit_note_prefix: row.creditNotePrefix,
    footer: row.footer,
    gst_registered: row.gstin !== null,
    updated_at: iso(row.updatedAt) ?? "",
  };
}

export async function getBillingSettings({ db }: Ctx): Promise<BillingSettings> {
  return toSettingsResponse(await readSettings(db));
}

/** The settings as stored, for the services that bill (read inside their transaction). */
export async function billingSettingsRow({ db }: Ctx): Promise<BillingSettingsRow> {
  return readSettings(db);
}

export async function updateBillingSettings(
  { db }: Ctx,
  actor: AuthUser,
  input: BillingSettingsPatch,
): Promise<BillingSettings> {
  return db.transaction(async (tx) => {
    const current = await readSettings(tx, { lock: true });
    const gstin = input.gstin === undefined ? current.gstin : input.gstin;
    const stateCode = input.state_code ?? current.stateCode;
    if (!gstinMatchesState(gstin, stateCode)) throw new AppError("GSTIN_STATE_MISMATCH", { field: "gstin" });
    const prefixes = [
      input.invoice_prefix ?? current.invoicePrefix,
      input.credit_note_prefix ?? current.creditNotePrefix,
    ];
    if (prefixes[0] === prefixes[1])
      throw new AppError("VALIDATION_FAILED", {
        params: { detail: say("validation:Credit notes need a prefix other than the invoices'") },
        field: "credit_note_prefix",
      });
    const row = await writeSettings(tx, {
      legalName: input.legal_name,
      address: input.address,
      stateCode: input.state_code,
      gstin: input.gstin,
      phone: input.phone,
      email: input.email,
      sac: input.sac,
      gstRate: input.gst_rate,
      upiId: input.upi_id,
      bankName: input.bank_name,
      bankAccount: input.bank_account,
      bankIfsc: input.bank_ifsc,
      invoicePrefix: input.invoice_prefix,
      creditNotePrefix: input.credit_note_prefix,
      footer: input.footer,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "billing.settings",
      entity: "billing_settings",
      entityId: null,
      details: { ...input },
    });
    return toSettingsResponse(row);
  });
}

/** A rate card as stored (the default one when `clientId` is null). */
export async function rateCardOf({ db }: Ctx, clientId: number | null): Promise<RateCard> {
  return readRateCard(db, clientId);
}

export async function getDefaultRates({ db }: Ctx): Promise<{ rates: RateCard }> {
  return { rates: await readRateCard(db, null) };
}

/** Sets items of a rate card (the default one when `clientId` is null); answers the whole card. */
export async function setRates(
  { db }: Ctx,
  actor: AuthUser,
  clientId: number | null,
  entries: readonly { item: RateItem; rate: string | null }[],
): Promise<{ rates: RateCard }> {
  return db.transaction(async (tx) => {
    await writeRateCard(tx, clientId, entries);
    await audit(tx, {
      actorId: actor.id,
      action: "billing.rates",
      entity: clientId === null ? "rate_card" : "client",
      entityId: clientId,
      details: { rates: entries },
    });
    return { rates: await readRateCard(tx, clientId) };
  });
}
