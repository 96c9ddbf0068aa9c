import { type Fare, type FareType, normalizeFareType } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db } from "../../db/client.js";
import { badRequest, isUniqueViolation, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { deleteFareById, insertFare, toFareResponse, updateFareByType } from "./fares.repository.js";

const duplicate = (fareType: string) => {
  const message = `A fare for ${fareType} already exists. Edit that fare instead.`;
  return badRequest(message, { fare_type: [message] });
};

export async function createFare(
  db: Db,
  actor: AuthUser,
  input: { fare_type: FareType; amount: string },
): Promise<Fare> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertFare(tx, input.fare_type, input.amount);
      await audit(tx, {
        actorId: actor.id,
        action: "fare.create",
        entity: "fare",
        entityId: row.id,
        details: { fare_type: row.fareType, amount: row.amount },
      });
      return toFareResponse(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.fare_type);
    throw err;
  }
}

/** PUT by fare type (`captain` is `subadmin`); the body may also rename it to a free type. */
export async function updateFare(
  db: Db,
  actor: AuthUser,
  pathType: string,
  input: { fare_type: FareType; amount: string },
): Promise<Fare> {
  const current = normalizeFareType(pathType);
  if (!current) throw notFound(`No fare of type ${pathType}`);
  try {
    return await db.transaction(async (tx) => {
      const row = await updateFareByType(tx, current, { fareType: input.fare_type, amount: input.amount });
      if (!row) throw notFound(`No fare of type ${current}`);
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

export async function deleteFare(db: Db, actor: AuthUser, id: number): Promise<Fare> {
  return db.transaction(async (tx) => {
    const row = await deleteFareById(tx, id);
    if (!row) throw notFound("Fare not found");
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
