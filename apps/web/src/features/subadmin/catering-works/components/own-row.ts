import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { useSession } from "@/lib/session";

/**
 * The signed-in captain's own row of a work's crew (assigned as captain): he cannot check himself
 * in, rate or pay himself, and completing leaves that row open for an admin, who rates and pays
 * him from the admin's work page (docs/decisions/054-captain-closes-own-work.md).
 */
export function useIsOwnSubadminRow(): (u: Pick<AssignedUser, "user_id" | "role">) => boolean {
  const me = useSession("subadmin")?.user;
  return (u) => me !== undefined && me.role === "subadmin" && u.user_id === me.id && u.role === "subadmin";
}
