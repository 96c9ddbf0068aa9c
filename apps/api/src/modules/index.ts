import type { ModuleJobs } from "../lib/job-queue.js";
import { analyticsRoutes } from "./analytics/analytics.routes.js";
import { assignmentsRoutes } from "./assignments/assignments.routes.js";
import { candidateFactsRoutes } from "./assignments/candidate-facts.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { passwordResetsRoutes } from "./auth/password-resets.routes.js";
import { registrationRoutes } from "./auth/registration.routes.js";
import { backupsRoutes } from "./backups/backups.routes.js";
import { billingExportsRoutes } from "./billing-exports/exports.routes.js";
import { billingSettingsRoutes } from "./billing-settings/billing-settings.routes.js";
import { checkInRoutes } from "./check-in/check-in.routes.js";
import { bookingsAdminRoutes } from "./client-portal/bookings-admin.routes.js";
import { clientPortalJobs } from "./client-portal/client-portal.jobs.js";
import { clientRecordPortalRoutes } from "./client-portal/client-record.routes.js";
import { portalRoutes } from "./client-portal/portal.routes.js";
import { portalWorksRoutes } from "./client-portal/portal-works.routes.js";
import { clientRemindersJobs } from "./client-reminders/reminders.jobs.js";
import { clientsRoutes } from "./clients/clients.routes.js";
import { crewsJobs } from "./crews/crews.jobs.js";
import { crewsRoutes } from "./crews/crews.routes.js";
import { waitlistRoutes } from "./crews/waitlist.routes.js";
import { duesRoutes } from "./dues/dues.routes.js";
import { expensesRoutes } from "./expenses/expenses.routes.js";
import { faresRoutes } from "./fares/fares.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { metrics } from "./health/metrics.routes.js";
import { invoicesRoutes } from "./invoices/invoices.routes.js";
import { leadsJobs } from "./leads/leads.jobs.js";
import { leadsRoutes } from "./leads/leads.routes.js";
import { moneyMonthsRoutes } from "./money-months/money-months.routes.js";
import { notificationsJobs } from "./notifications/notifications.jobs.js";
import { notificationsRoutes } from "./notifications/notifications.routes.js";
import { paymentsInRoutes } from "./payments-in/payments.routes.js";
import { payoutDetailsRoutes } from "./payouts/payout-details.routes.js";
import { payoutsJobs } from "./payouts/payouts.jobs.js";
import { payoutsRoutes } from "./payouts/payouts.routes.js";
import { payoutsWebhookRoutes } from "./payouts/payouts-webhook.routes.js";
import { payslipsRoutes } from "./payslips/payslips.routes.js";
import { ratingsRoutes } from "./ratings/ratings.routes.js";
import { scheduleJobs } from "./schedule/schedule.jobs.js";
import { scheduleRoutes } from "./schedule/schedule.routes.js";
import { statsRoutes } from "./stats/stats.routes.js";
import { todayBoardRoutes } from "./stats/today-board.routes.js";
import { strikesRoutes } from "./strikes/strikes.routes.js";
import { applicationsRoutes } from "./users/applications.routes.js";
import { licenseImageRoutes } from "./users/license-image.routes.js";
import { profileRoutes } from "./users/profile.routes.js";
import { staffUsersRoutes } from "./users/staff-users.routes.js";
import { userListsRoutes } from "./users/user-lists.routes.js";
import { usersRoutes } from "./users/users.routes.js";
import { wageReadsRoutes } from "./wages/wage-reads.routes.js";
import { wagesRoutes } from "./wages/wages.routes.js";
import { inboxJobs } from "./whatsapp/inbound/inbox.jobs.js";
import { inboxRoutes } from "./whatsapp/inbound/inbox.routes.js";
import { whatsappRoutes } from "./whatsapp/inbound/whatsapp.routes.js";
import { failedDeliveriesRoutes } from "./whatsapp/outbound/failed-deliveries.routes.js";
import { whatsappOutboundRoutes } from "./whatsapp/outbound/whatsapp-outbound.routes.js";
import { whatsappJobs } from "./whatsapp/whatsapp.jobs.js";
import { workAdminRoutes } from "./work-admin/work-admin.routes.js";
import { adminRequestsRoutes } from "./work-requests/admin-requests.routes.js";
import { workerWorksRoutes } from "./work-requests/worker-works.routes.js";
import { workerHomeRoutes } from "./worker-home/worker-home.routes.js";
import { worksRoutes } from "./works/works.routes.js";

/**
 * Every route file of the API, mounted under /api by `app.ts` (docs/decisions/014-house-layout.md).
 * Each route is declared in its domain module's `*.routes.ts`; a new routes file is added here once.
 * `docs/api.md` names the file that handles each method and path.
 */
const API_MODULES = [
  healthRoutes,
  authRoutes,
  registrationRoutes,
  passwordResetsRoutes,
  licenseImageRoutes,
  userListsRoutes,
  usersRoutes,
  staffUsersRoutes,
  profileRoutes,
  applicationsRoutes,
  faresRoutes,
  statsRoutes,
  todayBoardRoutes,
  worksRoutes,
  workAdminRoutes,
  adminRequestsRoutes,
  workerWorksRoutes,
  workerHomeRoutes,
  assignmentsRoutes,
  candidateFactsRoutes,
  analyticsRoutes,
  paymentsInRoutes,
  duesRoutes,
  billingExportsRoutes,
  moneyMonthsRoutes,
  ratingsRoutes,
  wagesRoutes,
  wageReadsRoutes,
  expensesRoutes,
  whatsappOutboundRoutes,
  backupsRoutes,
  notificationsRoutes,
  scheduleRoutes,
  strikesRoutes,
  leadsRoutes,
  payslipsRoutes,
  checkInRoutes,
  crewsRoutes,
  waitlistRoutes,
  whatsappRoutes,
  inboxRoutes,
  failedDeliveriesRoutes,
  payoutDetailsRoutes,
  payoutsRoutes,
  payoutsWebhookRoutes,
  billingSettingsRoutes,
  clientsRoutes,
  invoicesRoutes,
  portalRoutes,
  portalWorksRoutes,
  bookingsAdminRoutes,
  clientRecordPortalRoutes,
];

/**
 * Every module's background work (its `*.jobs.ts`): the queues `app.ts` creates, and the workers
 * and timers it starts (docs/decisions/015-notifications-and-job-queue.md).
 */
const API_JOBS: ModuleJobs[] = [
  notificationsJobs,
  clientRemindersJobs,
  scheduleJobs,
  leadsJobs,
  crewsJobs,
  whatsappJobs,
  inboxJobs,
  payoutsJobs,
  clientPortalJobs,
];

/**
 * Hooks on every request, registered before the routes and outside /api's scope: the Prometheus
 * metrics (they time every answer, and serve GET /api/metrics when METRICS_TOKEN is set).
 */
const API_HOOKS = [metrics];

/** The API as `server.ts` (and the tests) hand it to `buildApp`. */
export const API = { routes: API_MODULES, jobs: API_JOBS, hooks: API_HOOKS };
