import { idSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { AppError, notFound } from "../../errors/app-error.js";
import { findUserById } from "../users/users.repository.js";

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/license/:id/",
    {
      // The signed URL is the permission: only the owner, sub-admins and admins are ever given one.
      config: { access: access.public },
      schema: {
        tags: ["media"],
        summary: "A user's license image through a signed, short-lived URL (from the user's license_image)",
        params: z.object({ id: idSchema }),
        querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user?.licenseImage) throw notFound("Image not found");
      if (!app.media.verify(user.id, user.licenseImage, request.query.exp, request.query.sig)) {
        throw new AppError("FORBIDDEN", "This image link has expired. Reload the page and open it again.");
      }
      const bytes = await app.media.read(user.licenseImage);
      return reply
        .header("content-type", user.licenseImage.endsWith(".png") ? "image/png" : "image/jpeg")
        .header("cache-control", "private, max-age=600")
        .header("content-disposition", "inline")
        .send(bytes);
    },
  );
};
