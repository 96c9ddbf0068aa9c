import type { Role } from "@catercrew/shared";
import { AppError } from "../errors/app-error.js";
import type { AuthUser } from "./auth.plugin.js";

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start when one is missing, and the permission-matrix test reads them.
 * - "public": anyone.
 * - "optional": anyone; a valid token, when sent, is read (admin creation on create-user).
 * - "client": a client signed in to his own page (a client token; docs/decisions/062); a staff
 *   or worker token is refused (403), and a client token is refused on every other route (401).
 * - { roles }: a signed-in, active user with one of the roles; workers must be approved unless
 *   `allowUnapproved` is set.
 */
export type Access = "public" | "optional" | "client" | { roles: readonly Role[]; allowUnapproved?: boolean };

/** The AuthUser fields of a user read from the database, as stored (a password reset acts as them). */
export function authUserOf(user: AuthUser): AuthUser {
  return {
    id: user.id,
    role: user.role,
    userCode: user.userCode,
    userName: user.userName,
    isApproved: user.isApproved,
    language: user.language,
  };
}

const ALL_ROLES: readonly Role[] = ["admin", "subadmin", "supervisor", "head_boy", "boys"];
export const WORKERS: readonly Role[] = ["subadmin", "supervisor", "head_boy", "boys"];
/** Admins and captains: the sub-admin area and the admin_panel reads its screens use. */
const STAFF: readonly Role[] = ["admin", "subadmin"];
const ADMIN: readonly Role[] = ["admin"];

export const access = {
  public: "public",
  optional: "optional",
  client: "client",
  /** Signed in, any role, approved or not (the "me" call, logout). */
  anySignedIn: { roles: ALL_ROLES, allowUnapproved: true },
  /** Signed in and approved, any role. */
  approved: { roles: ALL_ROLES },
  workers: { roles: WORKERS },
  staff: { roles: STAFF },
  admin: { roles: ADMIN },
} satisfies Record<string, Access>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The owner of a rating or wage, or a sub-admin/admin, may read it (403 before any lookup). */
export function assertOwnerOrStaff(viewer: { id: number; role: Role }, ownerId: number): void {
  if (viewer.id !== ownerId && !STAFF.includes(viewer.role)) throw new AppError("OWN_RECORDS_ONLY");
}
