import { todayBoardSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { todayBoard } from "./today-board.service.js";

/** The lists behind the admin dashboard's counts. */
export const todayBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/admin/today-board/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["dashboard"],
        summary:
          "Today's works with crews and check-ins, works with unpaid wages, requests to join works (admins only)",
        description:
          "An addition to the original API. today: works dated today (Asia/Kolkata) that are not cancelled, by reporting time, each with its assigned crew (name, UserID, role on the work, check-in time or null; checked-in first). unpaid_works: works with saved wages not paid yet, newest work first, at most 50, each with the number and exact sum of its unpaid wages. pending_requests: requests to join upcoming works not answered yet (the dashboard's count), by work date, at most 100.",
        response: { 200: todayBoardSchema },
      },
    },
    async () => todayBoard(ctx),
  );
};
