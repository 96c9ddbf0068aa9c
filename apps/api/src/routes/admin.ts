import { adminStatsSchema, needsAttentionSchema, upcomingWorksSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../auth/access.js";
import { dashboardStats, needsAttention } from "../modules/stats/stats.service.js";
import { listUpcomingWorks } from "../modules/works/works.service.js";

/** The dashboard's route table (admins and sub-admins): stats and upcoming works (issue 4). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["dashboard"];

  app.get(
    "/admin_panel/admin/stats/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Dashboard counts (admins and sub-admins)",
        description:
          "total_users: every user but admins; total_works_completed: works with status completed; total_pending_works: upcoming works (neither completed nor cancelled); total_pending_join_requests: requests to join upcoming works not answered yet; total_pending_applicants: worker applications awaiting approval.",
        response: { 200: adminStatsSchema },
      },
    },
    async () => dashboardStats(app.db),
  );

  app.get(
    "/admin_panel/catering/upcoming/",
    {
      config: { access: access.staff, keepAnswers: true },
      schema: {
        tags,
        summary: "Upcoming works dated today or later (Asia/Kolkata), by date then reporting time",
        response: { 200: upcomingWorksSchema },
      },
    },
    async () => listUpcomingWorks(app.db),
  );

  app.get(
    "/admin_panel/admin/needs-attention/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "What needs the admin now (admins only)",
        description:
          "Works dated today to six days on (Asia/Kolkata), neither completed nor cancelled, that are short of boys (boys and head boys against no_of_boys_needed) or have no captain, by date then reporting time; works_in_window counts every upcoming work of the window. pending_applications: worker applications awaiting approval; pending_requests: requests to join upcoming works not answered yet; unpaid_wages: saved wages with payment_status not_paid (count, exact sum, number of works); open_captain_rows: completed works whose completing captain still has no rating or no wage (an admin enters them after completion), oldest first, at most 50.",
        response: { 200: needsAttentionSchema },
      },
    },
    async () => needsAttention(app.db),
  );
};
