import { CREW_SETTING_DEFAULTS, type CrewSettings, type CrewSettingsResponse } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { type CrewSettingsRow, findCrewSettings, upsertCrewSettings } from "./crews.repository.js";

function toSettings(row: CrewSettingsRow | undefined): CrewSettings {
  if (!row) return { ...CREW_SETTING_DEFAULTS };
  return {
    withdraw_cutoff_hours: row.withdrawCutoffHours,
    offer_batch_size: row.offerBatchSize,
    offer_timeout_minutes: row.offerTimeoutMinutes,
  };
}

/** The crew settings in force (the defaults until the admin saves them). */
export async function crewSettingsOf({ db }: Ctx): Promise<CrewSettings> {
  return toSettings(await findCrewSettings(db));
}

/** GET /crews/settings/ */
export async function getCrewSettings({ db }: Ctx): Promise<CrewSettingsResponse> {
  return { settings: await crewSettingsOf({ db }), defaults: { ...CREW_SETTING_DEFAULTS } };
}

/** PUT /crews/settings/: admin only (the route's access), audited with the values before. */
export async function updateCrewSettings(
  { db }: Ctx,
  actor: AuthUser,
  input: CrewSettings,
): Promise<CrewSettingsResponse> {
  return db.transaction(async (tx) => {
    const before = await crewSettingsOf({ db: tx });
    const row = await upsertCrewSettings(tx, {
      withdrawCutoffHours: input.withdraw_cutoff_hours,
      offerBatchSize: input.offer_batch_size,
      offerTimeoutMinutes: input.offer_timeout_minutes,
      updatedBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "crew_settings.update",
      entity: "crew_settings",
      entityId: null,
      details: { from: before, to: input },
    });
    return { settings: toSettings(row), defaults: { ...CREW_SETTING_DEFAULTS } };
  });
}
