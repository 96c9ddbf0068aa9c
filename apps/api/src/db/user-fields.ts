import { users } from "./schema.js";

/**
 * Who a user is and whether they may act, as the signed-in request's read (auth/auth.plugin.ts)
 * and WhatsApp's sender lookup select them (each adds the columns it needs around these).
 */
export const userStandingFields = {
  id: users.id,
  role: users.role,
  userCode: users.userCode,
  userName: users.userName,
  isApproved: users.isApproved,
  isActive: users.isActive,
};
