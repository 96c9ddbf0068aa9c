import {
  approveBodySchema,
  idParams,
  rejectBodySchema,
  unapprovedUsersResponseSchema,
  userRequestActionResponseSchema,
  userRequestsQuery,
  userRequestsResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import {
  applicantsPage,
  approveApplicant,
  pendingApplicants,
  rejectApplicant,
} from "./applications.service.js";

/** Worker applications: list, approve, reject/revoke. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["user requests"];
  const ctx = contextOf(app);
  const cfg = { access: access.admin };

  app.get(
    "/users/unapproved-users/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Pending worker applications (not approved, not rejected), newest first",
        response: { 200: unapprovedUsersResponseSchema },
      },
    },
    async () => pendingApplicants(ctx),
  );

  app.get(
    "/users/user-requests/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Worker applications for the User Requests screen (searched, sorted, paged)",
        description:
          "Every non-admin user as an application. `status` all (default) | pending | approved | rejected; `search` matches user_name, user_id and place case-insensitively and mobile_number as a substring; `sort` any record field (default id) with `order` asc|desc (default desc); `page`, `page_size` (default 10). Answers `{ users, count, pagination }` where count is the number of matches.",
        querystring: userRequestsQuery,
        response: { 200: userRequestsResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return applicantsPage(ctx, {
        status: q.status,
        search: q.search,
        sort: q.sort,
        order: q.order,
        page: q.page,
        pageSize: q.page_size,
      });
    },
  );

  app.patch(
    "/users/approve/:id/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Approve a worker application (body `{ is_approved: true }`)",
        description:
          "Sets is_approved true. A rejected (deactivated) applicant is reactivated as well. Approving an approved user changes nothing.",
        params: idParams,
        body: approveBodySchema.optional(),
        response: { 200: userRequestActionResponseSchema },
      },
    },
    async (request) => {
      const result = await approveApplicant(ctx, currentUser(request), request.params.id);
      return { status: true as const, ...result };
    },
  );

  app.patch(
    "/users/reject/:id/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Reject a pending application, or revoke an approval (optional body `{ reason }`)",
        description:
          "Pending applicant: the application is rejected; the account is deactivated (cannot sign in) and leaves the pending list; approving later reactivates it. Approved user (Revoke Approval): is_approved becomes false, the user is back to pending and signed out. Rejecting a rejected application changes nothing. `reason` (optional, trimmed, at most 300 characters; empty for none) is kept as `rejection_reason` and shown to the person: in the rejection notification, the sign-in refusal and the waiting-for-approval screen; approving clears it (docs/decisions/045).",
        params: idParams,
        // No body at all (old clients) arrives as null.
        body: rejectBodySchema.nullish(),
        response: { 200: userRequestActionResponseSchema },
      },
    },
    async (request) => {
      const reason = request.body?.reason;
      const result = await rejectApplicant(ctx, currentUser(request), request.params.id, reason);
      return { status: true as const, ...result };
    },
  );
};
