import type { PortalCaller } from "../../auth/client-session.js";
import { AppError } from "../../errors/app-error.js";

/** The client signed in on a "client" route (the access hook has set it). */
export function portalCaller(request: { client: PortalCaller | null }): PortalCaller {
  if (!request.client) throw new AppError("NOT_AUTHENTICATED");
  return request.client;
}
