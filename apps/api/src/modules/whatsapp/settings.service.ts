import {
  WHATSAPP_SETTING_DEFAULTS,
  type WhatsappSettings,
  type WhatsappSettingsResponse,
  whatsappSettingsSchema,
} from "@catercrew/shared";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { whatsappSettings } from "../../db/schema.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";

/**
 * The WhatsApp settings (docs/decisions/042-whatsapp-outbound.md): the template version
 * in use, prices, shortlist size, waves, the daily recipient limit, the pace and the reminder.
 * One row; a key missing there (or a row from an older version) takes its default.
 */
export function settingsFrom(stored: Record<string, unknown> | undefined): WhatsappSettings {
  const d = WHATSAPP_SETTING_DEFAULTS;
  const s = stored ?? {};
  const merged = {
    ...d,
    ...s,
    template_versions: { ...d.template_versions, ...objectOr(s.template_versions) },
    prices: { ...d.prices, ...objectOr(s.prices) },
  };
  const parsed = whatsappSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...d };
}

function objectOr(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export async function whatsappSettingsOf({ db }: Ctx): Promise<WhatsappSettings> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, true));
  return settingsFrom(row?.settings);
}

/** GET /whatsapp/settings/ (admin). */
export async function getWhatsappSettings({ db, config }: Ctx<"config">): Promise<WhatsappSettingsResponse> {
  return {
    settings: await whatsappSettingsOf({ db }),
    defaults: structuredClone(WHATSAPP_SETTING_DEFAULTS),
    configured: config.whatsapp !== undefined,
  };
}

/** PUT /whatsapp/settings/ (admin), audited with the values before. */
export async function updateWhatsappSettings(
  { db, config }: Ctx<"config">,
  actor: AuthUser,
  input: WhatsappSettings,
): Promise<WhatsappSettingsResponse> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(whatsappSettings).where(eq(whatsappSettings.id, true)).for("update");
    const before = settingsFrom(row?.settings);
    const value = { ...(row?.settings ?? {}), ...input };
    await tx
      .insert(whatsappSettings)
      .values({ id: true, settings: value, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: whatsappSettings.id,
        set: { settings: value, updatedBy: actor.id, updatedAt: new Date().toISOString() },
      });
    await audit(tx, {
      actorId: actor.id,
      action: "whatsapp_settings.update",
      entity: "whatsapp_settings",
      entityId: null,
      details: { from: before, to: input },
    });
  });
  return getWhatsappSettings({ db, config });
}
