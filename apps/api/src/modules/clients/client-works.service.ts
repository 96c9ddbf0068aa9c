import { idSchema } from "@catercrew/shared";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { findClient } from "./clients.repository.js";

/**
 * A work body naming a client (`client_id`) gets the work's customer fields (record 013) from him where it
 * leaves them blank: the customer's name (his contact person, else his name), mobile number, and
 * the catering company (a caterer's or a company's name). Fields the admin typed stay as typed
 * (docs/decisions/056-clients-and-bills.md). An unknown client is 404 before anything is written.
 */
export async function fillWorkFromClient(ctx: Ctx, body: unknown): Promise<unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const raw = body as Record<string, unknown>;
  const parsed = idSchema.safeParse(raw.client_id);
  if (raw.client_id === undefined || raw.client_id === null || raw.client_id === "" || !parsed.success)
    return body;
  const client = await findClient(ctx.db, parsed.data);
  if (!client) throw new AppError("CLIENT_NOT_FOUND", { field: "client_id" });
  const blank = (key: string) =>
    raw[key] === undefined || raw[key] === null || String(raw[key]).trim() === "";
  const filled: Record<string, unknown> = { ...raw };
  if (blank("customer_name")) filled.customer_name = client.contactPerson ?? client.name;
  if (blank("customer_mobile") && client.mobile) filled.customer_mobile = client.mobile;
  if (blank("Catering_company") && client.kind !== "event_host") filled.Catering_company = client.name;
  return filled;
}
