import type { Language } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { clientPortalAccounts, clients } from "../db/schema.js";
import { AppError } from "../errors/app-error.js";

/** The client signed in to his own page (docs/decisions/062-clients-own-page.md). */
export interface PortalCaller {
  clientId: number;
  name: string;
  language: Language;
}

/** What a client's token carries: his client id, the kind, his portal session version. */
interface ClientTokenPayload {
  sub: number;
  typ: string;
  sv: number;
}

function isClientToken(payload: unknown): payload is ClientTokenPayload {
  if (typeof payload !== "object" || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return p.typ === "client" && Number.isInteger(p.sub) && Number.isInteger(p.sv);
}

/**
 * The caller of a client route: a client token whose account is on and whose session version is
 * current. No token is 401; a staff or worker token is 403 (it is valid, only not a client's).
 */
export async function readPortalCaller(db: Db, payload: unknown): Promise<PortalCaller> {
  if (payload === null) throw new AppError("NOT_AUTHENTICATED");
  if (!isClientToken(payload)) throw new AppError("FORBIDDEN");
  const [row] = await db
    .select({
      name: clients.name,
      enabled: clientPortalAccounts.enabled,
      sessionVersion: clientPortalAccounts.sessionVersion,
      language: clientPortalAccounts.language,
    })
    .from(clientPortalAccounts)
    .innerJoin(clients, eq(clients.id, clientPortalAccounts.clientId))
    .where(eq(clientPortalAccounts.clientId, payload.sub))
    .limit(1);
  if (!row?.enabled || row.sessionVersion !== payload.sv) throw new AppError("SESSION_EXPIRED");
  return { clientId: payload.sub, name: row.name, language: row.language === "ml" ? "ml" : "en" };
}
