import {
  acceptSuggestedResponseSchema,
  acceptSuggestedSchema,
  adminWorkRequestSchema,
  idParams,
  pickLanguage,
  requestStatusUpdateResponse,
  requestStatusUpdateSchema,
  workJoinRequestsQuery,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { bookingWarningTexts } from "../assignments/assignments.service.js";
import { acceptSuggested } from "./accept-suggested.service.js";
import { getWorkRequests, updateRequestStatus } from "./admin-requests.service.js";

const tags = ["admin join requests"];

/** Join requests on works, seen by the admin: list, accept/reject. */
export const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/work-join-requests/:id/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A work's join requests (pending first); `status` filters",
        params: idParams,
        querystring: workJoinRequestsQuery,
        response: { 200: z.array(adminWorkRequestSchema) },
      },
    },
    async (request) => getWorkRequests(ctx, request.params.id, request.query.status),
  );

  app.put(
    "/admin_panel/work-request/:id/status-update/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Accept (assigns the worker) or reject (removes that assignment) a join request",
        description:
          "409 when the request already has that status, the user is already assigned, or the work is completed/cancelled. `warnings` as for assignments. A reject may carry `reason` (optional, trimmed, at most 300 characters; empty for none): kept as the request's `rejection_reason`, shown to the worker in the rejection notification, the work details and My Works; an accept clears it (docs/decisions/045).",
        params: idParams,
        body: requestStatusUpdateSchema,
        response: { 200: requestStatusUpdateResponse },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const result = await updateRequestStatus(ctx, request.params.id, request.body, actor.id);
      const language = pickLanguage(request.headers["accept-language"]);
      return { ...result, warnings: bookingWarningTexts(result.warnings, language) };
    },
  );

  app.post(
    "/crews/works/:id/accept-suggested/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["crews"],
        summary: "Accept the top `count` of the suggested crew, each as a single accept would",
        description:
          "Each accept runs in its own transaction through the same accept as `work-request/{id}/status-update/`, also refusing a person blocked for no-shows, unapproved or deactivated, and any beyond the needed count. `refused` names each one not accepted with `reason` (blocked, one_meal, full, other), the error `code` and its message. 404 for an unknown work.",
        params: idParams,
        body: acceptSuggestedSchema,
        response: { 200: acceptSuggestedResponseSchema },
      },
    },
    async (request) => {
      const language = pickLanguage(request.headers["accept-language"]);
      return acceptSuggested(ctx, request.params.id, request.body.count, currentUser(request).id, language);
    },
  );
};
