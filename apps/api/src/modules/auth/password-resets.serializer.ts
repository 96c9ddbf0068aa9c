import type { ResetRequest } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { ResetRequestWithUser } from "./password-resets.repository.js";

export function toResetRequestResponse({ request, user }: ResetRequestWithUser): ResetRequest {
  return {
    id: request.id,
    identifier: request.identifier,
    status: request.status,
    created_at: request.createdAt,
    resolved_at: request.resolvedAt,
    code_expires_at: request.codeHash ? iso(request.codeExpiresAt) : null,
    user: user
      ? {
          id: user.id,
          user_id: user.userCode,
          user_name: user.userName,
          role: user.role,
          mobile_number: user.mobileNumber,
          email: user.email,
        }
      : null,
  };
}
