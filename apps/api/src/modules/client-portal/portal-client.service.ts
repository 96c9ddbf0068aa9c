import type { PortalClient } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { clients } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";

/** The signed-in client as his page shows him: his name and number, nothing of the agency's notes. */
export async function portalClient(ctx: Ctx, clientId: number): Promise<PortalClient> {
  const [row] = await ctx.db
    .select({ id: clients.id, name: clients.name, mobile: clients.mobile })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw new AppError("SESSION_EXPIRED");
  return { id: row.id, name: row.name, mobile: row.mobile ?? "" };
}
