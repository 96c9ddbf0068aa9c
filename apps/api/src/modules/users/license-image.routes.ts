import { idParams } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { readLicenseImage } from "./profile.service.js";

export const licenseImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/license/:id/",
    {
      // The signed URL is the permission: only the owner, sub-admins and admins are ever given one.
      config: { access: access.public },
      schema: {
        tags: ["media"],
        summary: "A user's license image through a signed, short-lived URL (from the user's license_image)",
        params: idParams,
        querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const image = await readLicenseImage(contextOf(app), request.params.id, request.query);
      // The signed link is the permission; the origins in CORS_ORIGINS may embed the image.
      if (app.config.corsOrigins.length > 0) reply.header("cross-origin-resource-policy", "cross-origin");
      return reply
        .header("content-type", image.contentType)
        .header("cache-control", "private, max-age=600")
        .header("content-disposition", "inline")
        .send(image.bytes);
    },
  );
};
