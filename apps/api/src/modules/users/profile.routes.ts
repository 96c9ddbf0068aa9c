import { WORKER_MESSAGES, workerProfileResponseSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { readForm } from "../../lib/multipart.js";
import { updateOwnProfile } from "./profile.service.js";

/** The worker's own profile details (multipart, with the license image). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.patch(
    "/users/update/users-details/",
    {
      config: { access: access.workers },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ["worker"],
        summary: "Edit the worker's own profile (multipart)",
        description:
          "Fields address, district, place, experienced, employment_type (full_time, part_time, freelance), has_bike, has_license, upi_id, `date_of_birth` (YYYY-MM-DD, taken only while none is stored: 409 DATE_OF_BIRTH_ON_RECORD otherwise) and `license_image` (PNG/JPEG file up to 5 MB; 413/415 otherwise). Name, role, mobile, UserID and every other field cannot change here and are ignored when sent. A license image is required while has_license is on (a stored one counts); a new one replaces the old file; turning has_license off deletes it.",
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: workerProfileResponseSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, ["license_image"]);
      const user = await updateOwnProfile(ctx, currentUser(request), form);
      return { status: true as const, message: WORKER_MESSAGES.profileUpdated, user };
    },
  );
};
