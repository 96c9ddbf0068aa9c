import {
  assignedUsersResponse,
  assignResponse,
  assignSupervisorsSchema,
  assignUsersSchema,
  extraWorkResponse,
  extraWorkSchema,
  idParams,
  pickLanguage,
  sameDayBookingsResponse,
  say,
  workUserParams,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import {
  assignExtraWork,
  assignUsers,
  bookingWarningTexts,
  getAssignedUsers,
  getSameDayBookings,
} from "./assignments.service.js";

const tags = ["admin assignments"];

/** Assignments of users to works and extra work. */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.post(
    "/admin_panel/assign/head-boy-captain/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Assign users of one role (subadmin, supervisor, head_boy, boys) to a work",
        description:
          "All or nothing: every user must hold `role_type`, be approved and active, and not be assigned yet (409; `All selected {role} are already assigned` when none is new). `warnings` lists same-day double bookings and boys beyond `no_of_boys_needed`.",
        body: assignUsersSchema,
        response: { 201: assignResponse },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { work_id, role_type, user_ids } = request.body;
      const result = await assignUsers(
        ctx,
        { workId: work_id, roleType: role_type, userIds: user_ids },
        actor.id,
      );
      return reply.code(201).send({
        status: true as const,
        message: say("success:{count} users assigned", { count: result.users.length }),
        work: work_id,
        boy: result.users,
        warnings: bookingWarningTexts(result.warnings, pickLanguage(request.headers["accept-language"])),
      });
    },
  );

  app.post(
    "/admin_panel/assign-supervisors/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Assign supervisors to a work (`work`, `assignments`: user ids or `{ user }`)",
        body: assignSupervisorsSchema,
        response: { 201: assignResponse },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { work, assignments } = request.body;
      const result = await assignUsers(
        ctx,
        { workId: work, roleType: "supervisor", userIds: assignments },
        actor.id,
      );
      return reply.code(201).send({
        status: true as const,
        message: say("success:{count} supervisors assigned", { count: result.users.length }),
        work,
        boy: result.users,
        warnings: bookingWarningTexts(result.warnings, pickLanguage(request.headers["accept-language"])),
      });
    },
  );

  app.get(
    "/admin_panel/assigned-users/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Users assigned to a work",
        description:
          "A bare array. `id` is the assignment, `user_id` the user's numeric key (send it back as `user`), `user_code` the UserID; `type` is the role held in the work; `is_rated` is the rating's id or false, `wage_id` the wage's id or null.",
        params: idParams,
        response: { 200: assignedUsersResponse },
      },
    },
    async (request) => getAssignedUsers(ctx, request.params.id),
  );

  app.get(
    "/admin_panel/work/:id/assigned-boys/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Users assigned to a work (same answer as assigned-users)",
        params: idParams,
        response: { 200: assignedUsersResponse },
      },
    },
    async (request) => getAssignedUsers(ctx, request.params.id),
  );

  app.put(
    "/admin_panel/assign-extra-work/:work_id/:boy_id/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Set a boy's or head boy's extra work (`is_setting`, `is_loading`)",
        params: workUserParams,
        body: extraWorkSchema,
        response: { 200: extraWorkResponse },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const workUser = { workId: request.params.work_id, userId: request.params.boy_id };
      return assignExtraWork(ctx, workUser, request.body, actor.id);
    },
  );

  app.get(
    "/admin_panel/works/:id/same-day-bookings/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Users already assigned to another work on this work's date (the assign picker warns before saving)",
        description:
          "A bare array, one entry per (user, other work): `user` the user's numeric key, the other work's id, venue, date and reporting time. Cancelled works are left out. 404 for an unknown work.",
        params: idParams,
        response: { 200: sameDayBookingsResponse },
      },
    },
    async (request) => getSameDayBookings(ctx, request.params.id),
  );
};
