import type { DbOrTx } from "../db/client.js";
import { auditLog } from "../db/schema.js";

interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | string | null;
  details?: Record<string, unknown>;
}

/** Records who did what to which record; call it inside the write's transaction. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
