import { type Fare, type FareType, normalizeFareType, type RolePay, toPaise } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { deleteFareById, insertFare, listFares, updateFareByType } from "./fares.repository.js";
import { toFareResponse } from "./fares.serializer.js";

const duplicate = (fareType: string) =>
  new AppError("FARE_EXISTS", { params: { fareType }, field: "fare_type" });

/**
 * POST: adds a fare; a type that already has one gets the amount set, as its edit would, and
 * answers 200 (the original fare form, record 013, only adds, and the first start creates every type). `created`
 * tells the route 201 from 200.
 */
export async function createFare(
  { db }: Ctx,
  actor: AuthUser,
  input: { fare_type: FareType; amount: string },
): Promise<{ fare: Fare; created: boolean }> {
  const write = () =>
    db.transaction(async (tx) => {
      const existing = await updateFareByType(tx, input.fare_type, {
        fareType: input.fare_type,
        amount: input.amount,
      });
      const row = existing ?? (await insertFare(tx, input.fare_type, input.amount));
      await audit(tx, {
        actorId: actor.id,
        action: existing ? "fare.update" : "fare.create",
        entity: "fare",
        entityId: row.id,
        details: { fare_type: row.fareType, amount: row.amount },
      });
      return { fare: toFareResponse(row), created: !existing };
    });
  try {
    return await write();
  } catch (err) {
    // Two adds of a new type at once: the second finds the first's row and sets its amount.
    if (isUniqueViolation(err)) return write();
    throw err;
  }
}

/** PUT by fare type (`captain` is `subadmin`); the body may also rename it to a free type. */
export async function updateFare(
  { db }: Ctx,
  actor: AuthUser,
  pathType: string,
  input: { fare_type: FareType; amount: string },
): Promise<Fare> {
  const current = normalizeFareType(pathType);
  if (!current) throw new AppError("FARE_TYPE_NOT_FOUND", { params: { fareType: pathType } });
  try {
    return await db.transaction(async (tx) => {
      const row = await updateFareByType(tx, current, { fareType: input.fare_type, amount: input.amount });
      if (!row) throw new AppError("FARE_TYPE_NOT_FOUND", { params: { fareType: current } });
      await audit(tx, {
        actorId: actor.id,
        action: "fare.update",
        entity: "fare",
        entityId: row.id,
        details: { fare_type: row.fareType, from_type: current, amount: row.amount },
      });
      return toFareResponse(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.fare_type);
    throw err;
  }
}

export async function deleteFare({ db }: Ctx, actor: AuthUser, id: number): Promise<Fare> {
  return db.transaction(async (tx) => {
    const row = await deleteFareById(tx, id);
    if (!row) throw new AppError("FARE_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "fare.delete",
      entity: "fare",
      entityId: id,
      details: { fare_type: row.fareType, amount: row.amount },
    });
    return toFareResponse(row);
  });
}

/** The fare table, in id order. */
export async function getFares({ db }: Ctx): Promise<Fare[]> {
  return (await listFares(db)).map(toFareResponse);
}

/** The fare table as fare_type -> amount (what the wage computation reads). */
export async function fareMap({ db }: Ctx): Promise<Record<string, string>> {
  return Object.fromEntries((await listFares(db)).map((r) => [r.fareType, r.amount]));
}

/**
 * What a work pays a role before any wage is saved (docs/decisions/043): the role's base fare (null
 * when none is set) and whether the wage rule can add to it for this person (pay per good mark,
 * or the loading and setting fares; on an assignment only the extra work it carries).
 */
export async function payForRole(
  ctx: Ctx<"config">,
  role: string,
  extraWork?: { isLoading: boolean; isSetting: boolean },
): Promise<RolePay> {
  return payFromFares(ctx, await fareMap(ctx), role, extraWork);
}

/** `payForRole` with the fares already read (`fareMap`): the shared published list keeps them. */
export function payFromFares(
  ctx: Ctx<"config">,
  fares: Readonly<Record<string, string>>,
  role: string,
  extraWork?: { isLoading: boolean; isSetting: boolean },
): RolePay {
  const positive = (v: string | undefined): v is string => v !== undefined && toPaise(v) > 0;
  const type = normalizeFareType(role);
  const amount = type ? fares[type] : undefined;
  // A fare left at 0 is one the admin has not set yet: no figure rather than "₹0".
  const fare = positive(amount) ? amount : null;
  const loading = positive(fares.loading) && (extraWork?.isLoading ?? true);
  const setting = positive(fares.setting) && (extraWork?.isSetting ?? true);
  return { fare, extras: toPaise(ctx.config.ratingAmountPerMark) > 0 || loading || setting };
}
