import type { UnavailableDays } from "@catercrew/shared";
import { and, asc, eq, gte } from "drizzle-orm";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { unavailableDays } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";

/**
 * A worker's unavailable days: the days they cannot work. Offers of freed places and
 * the waitlist skip a worker on a work of such a day. Only the worker changes their own.
 */

/** GET /users/me/unavailable-days/: today and later, in order. */
export async function myUnavailableDays(
  { db }: Ctx,
  user: AuthUser,
  now = new Date(),
): Promise<UnavailableDays> {
  const rows = await db
    .select({ day: unavailableDays.day })
    .from(unavailableDays)
    .where(and(eq(unavailableDays.userId, user.id), gte(unavailableDays.day, todayInKolkata(now))))
    .orderBy(asc(unavailableDays.day));
  return rows.map((r) => r.day);
}

/** PUT /users/me/unavailable-days/: the list replaces the worker's days; a past day refuses the whole list. */
export async function setMyUnavailableDays(
  { db }: Ctx,
  user: AuthUser,
  days: UnavailableDays,
  now = new Date(),
): Promise<UnavailableDays> {
  const today = todayInKolkata(now);
  const past = days.find((d) => d < today);
  if (past) throw new AppError("UNAVAILABLE_DAY_PAST", { params: { date: past } });
  await db.transaction(async (tx) => {
    await tx.delete(unavailableDays).where(eq(unavailableDays.userId, user.id));
    if (days.length) await tx.insert(unavailableDays).values(days.map((day) => ({ userId: user.id, day })));
    await audit(tx, {
      actorId: user.id,
      action: "unavailable_days.set",
      entity: "user",
      entityId: user.id,
      details: { days: days.length },
    });
  });
  return myUnavailableDays({ db }, user, now);
}
