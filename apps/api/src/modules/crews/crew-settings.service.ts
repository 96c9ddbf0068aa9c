import {
  CREW_SETTING_DEFAULTS,
  type CrewSettings,
  type CrewSettingsResponse,
  type CrewSettingsUpdate,
  RANKING_WEIGHT_DEFAULTS,
  type RankingWeightsInput,
  rankingWeightsSchema,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { type CrewSettingsRow, findCrewSettings, upsertCrewSettings } from "./crews.repository.js";

/** Stored weights, each missing or unreadable one at its default. */
function weightsOf(stored: Record<string, number> | null): RankingWeightsInput {
  const parsed = rankingWeightsSchema.safeParse({ ...RANKING_WEIGHT_DEFAULTS, ...(stored ?? {}) });
  return parsed.success ? parsed.data : { ...RANKING_WEIGHT_DEFAULTS };
}

function toSettings(row: CrewSettingsRow | undefined): CrewSettings {
  if (!row) return { ...CREW_SETTING_DEFAULTS };
  return {
    withdraw_cutoff_hours: row.withdrawCutoffHours,
    offer_batch_size: row.offerBatchSize,
    offer_timeout_minutes: row.offerTimeoutMinutes,
    ranking_weights: weightsOf(row.rankingWeights),
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

/**
 * PUT /crews/settings/: admin only (the route's access), audited with the values before and after.
 * Weights left out of the body stay as they are.
 */
export async function updateCrewSettings(
  { db }: Ctx,
  actor: AuthUser,
  input: CrewSettingsUpdate,
): Promise<CrewSettingsResponse> {
  return db.transaction(async (tx) => {
    const before = await crewSettingsOf({ db: tx });
    const after: CrewSettings = {
      ...input,
      ranking_weights: input.ranking_weights ?? before.ranking_weights,
    };
    const row = await upsertCrewSettings(tx, {
      withdrawCutoffHours: after.withdraw_cutoff_hours,
      offerBatchSize: after.offer_batch_size,
      offerTimeoutMinutes: after.offer_timeout_minutes,
      rankingWeights: after.ranking_weights,
      updatedBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "crew_settings.update",
      entity: "crew_settings",
      entityId: null,
      details: { from: before, to: after },
    });
    return { settings: toSettings(row), defaults: { ...CREW_SETTING_DEFAULTS } };
  });
}
