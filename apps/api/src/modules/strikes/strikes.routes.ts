import {
  clearStrikeResponseSchema,
  clearStrikeSchema,
  idParams,
  myNoShowsResponseSchema,
  userStrikesResponseSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { clearStrike, myNoShows, userStrikes } from "./strikes.service.js";

/** No-show strikes: the admin's list and clearing, the worker's own standing. */
export const strikesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["no-shows"];

  app.get(
    "/admin_panel/users/:id/strikes/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A person's no-show strikes, newest first",
        description:
          "A strike is given when the person is marked absent on a work (a rating with attendence 0 or mark-absent) and removed when the rating is corrected to present. `no_shows` counts uncleared strikes of the last 90 days; `blocked_until` is when work requests open again (3 strikes in 90 days stop them for 14 days from the third), else null. 404 for an unknown user.",
        params: idParams,
        response: { 200: userStrikesResponseSchema },
      },
    },
    async (request) => userStrikes(ctx, request.params.id),
  );

  app.post(
    "/admin_panel/strikes/:id/clear/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Clear a strike (one tap; audited)",
        description:
          "The strike stops counting; the time and the admin are kept, and `reason` when one is sent (optional). 404 for an unknown strike, 409 when it is already cleared.",
        params: idParams,
        body: clearStrikeSchema,
        response: { 200: clearStrikeResponseSchema },
      },
    },
    async (request) => clearStrike(ctx, currentUser(request), request.params.id, request.body.reason),
  );

  app.get(
    "/users/no-shows/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The signed-in worker's no-shows and request block",
        description:
          "`no_shows`: uncleared strikes of the last 90 days; `blocked_until`: when work requests open again (ISO time), or null; `strikes`: every strike of the worker, newest first, each naming the work and who marked the absence (`marked_by_name`).",
        response: { 200: myNoShowsResponseSchema },
      },
    },
    async (request) => myNoShows(ctx, currentUser(request)),
  );
};
