import type { Role } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPortalAccounts, clients, users, works } from "../db/schema.js";
import { createWork } from "../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../test/helpers.js";

/**
 * Who may call each route (docs/decisions/002-sessions-and-access.md), written down independently of the routes'
 * own `config.access`. The test checks every route of the server against this table for every
 * kind of caller; a route missing here (or an entry with no route) fails.
 *   public   anyone
 *   optional anyone without a token (self-registration), or an admin; other signed-in users 403
 *   me       any signed-in user, approved or not
 *   admin    admins
 *   staff    admins and sub-admins
 *   workers  approved workers (subadmin, supervisor, head_boy, boys)
 *   owner    approved workers for their own records (the first path parameter is a user id), and staff
 *   owner_last  the same with the user id as the last path parameter (payslips: work, then user)
 *   client   a client signed in to his own page (docs/decisions/062); every user token 403
 * A client's token opens the client routes and the public ones only (401 anywhere else).
 */
type Rule = "public" | "optional" | "me" | "admin" | "staff" | "workers" | "owner" | "owner_last" | "client";

export const EXPECTED: Record<string, Rule> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "POST /api/admin_panel/login/": "public",
  "POST /api/users/signin/": "public",
  "POST /api/users/token/refresh/": "public",
  "POST /api/users/logout/": "public",
  "GET /api/media/license/:p/": "public",
  "GET /api/media/inbox/:p/": "public",
  "POST /api/users/create-user/": "optional",
  "GET /api/users/users/me/": "me",
  "PATCH /api/users/users/me/language/": "me",
  // Notifications, next jobs and the calendar feed
  "GET /api/notifications/": "me",
  "POST /api/notifications/read/": "me",
  "GET /api/notifications/settings/": "me",
  "PATCH /api/notifications/settings/": "me",
  "POST /api/notifications/push/subscribe/": "me",
  "POST /api/notifications/push/unsubscribe/": "me",
  "GET /api/notifications/failed-deliveries/": "admin",
  "GET /api/users/me/next-jobs/": "workers",
  "GET /api/users/me/calendar/": "workers",
  "POST /api/users/me/calendar/reset/": "workers",
  "GET /api/calendar/:p/catercrew.ics": "public",
  // Sub-admin area
  "POST /api/sub_admin/create/user/": "staff",
  "GET /api/sub_admin/sub-admin/users/": "staff",
  "PUT /api/sub_admin/users/:p/sub-admin-update/": "staff",
  "PATCH /api/sub_admin/catering-work/:p/update/": "staff",
  "POST /api/sub_admin/rate-boy/": "staff",
  "GET /api/sub_admin/boy-ratings/:p/": "staff",
  "PATCH /api/sub_admin/boy-ratings/:p/": "staff",
  "PATCH /api/sub_admin/boy-wage/edit/": "staff",
  "GET /api/sub_admin/boy-wage/:p/": "staff",
  "POST /api/sub_admin/submit-subadmin-wage/": "staff",
  "PATCH /api/sub_admin/subadmin-wage/edit/": "staff",
  "GET /api/sub_admin/subadmin-wage/:p/": "staff",
  "GET /api/sub_admin/wages/total-paid/boys/:p/": "staff",
  "GET /api/sub_admin/work/:p/ratings-wages/": "staff",
  "GET /api/sub_admin/fares/": "staff",
  "POST /api/sub_admin/extra-expenses/": "staff",
  "PATCH /api/sub_admin/extra-expenses/:p/": "staff",
  "DELETE /api/sub_admin/extra-expenses/:p/": "staff",
  "POST /api/sub_admin/mark-absent/": "staff",
  "GET /api/sub_admin/work-profit-loss/": "staff",
  "GET /api/sub_admin/work/:p/profit-loss/": "staff",
  "GET /api/sub_admin/work/:p/payment-summary/": "staff",
  // Worker area.
  "GET /api/admin_panel/catering/published/": "workers",
  "GET /api/admin_panel/published-work/:p": "workers",
  "POST /api/users/work-request/create/": "workers",
  "GET /api/users/work-request/list/": "workers",
  "GET /api/users/dashboard/stats/user/": "workers",
  "GET /api/users/my-average-rating/": "workers",
  "PATCH /api/users/update/users-details/": "workers",
  "GET /api/admin_panel/boy-rating/:p/:p/": "owner",
  "GET /api/admin_panel/daily-wage/:p/:p/": "owner",
  // Admin area I (dashboard, users, user requests, fares)
  "GET /api/admin_panel/admin/stats/": "staff",
  "GET /api/admin_panel/catering/upcoming/": "staff",
  "GET /api/admin_panel/admin/needs-attention/": "admin",
  "GET /api/admin_panel/works/:p/same-day-bookings/": "admin",
  "GET /api/admin_panel/admin/users/": "admin",
  "GET /api/admin_panel/admin/user/": "admin",
  "GET /api/users/users/search/": "admin",
  "GET /api/users/users/filter/": "admin",
  "GET /api/users/users/:p/admin-update/": "admin",
  "PATCH /api/users/users/:p/admin-update/": "admin",
  "DELETE /api/users/users/:p/delete/": "admin",
  "POST /api/users/users/:p/reset-password/": "admin",
  "GET /api/users/unapproved-users/": "admin",
  "GET /api/users/user-requests/": "admin",
  "PATCH /api/users/approve/:p/": "admin",
  "PATCH /api/users/reject/:p/": "admin",
  "GET /api/admin_panel/list-base-fares/": "admin",
  "POST /api/admin_panel/base-fares/": "admin",
  "PUT /api/admin_panel/base-fares/update/:p/": "admin",
  "DELETE /api/admin_panel/basefare/:p/delete/": "admin",
  // Admin area II (works, join requests, assignments, analytics)
  "GET /api/admin_panel/catering-works/": "staff",
  "GET /api/admin_panel/catering-works/counts/": "staff",
  "GET /api/admin_panel/catering-work/:p/": "staff",
  "POST /api/admin_panel/catering-work/create/": "admin",
  "PUT /api/admin_panel/catering-work/:p/update/": "admin",
  "PATCH /api/admin_panel/catering-work/:p/update/": "admin",
  "DELETE /api/admin_panel/catering-work/:p/update/": "admin",
  "GET /api/admin_panel/work-join-requests/:p/": "admin",
  "PUT /api/admin_panel/work-request/:p/status-update/": "admin",
  "POST /api/admin_panel/assign/head-boy-captain/": "admin",
  "POST /api/admin_panel/assign-supervisors/": "admin",
  "GET /api/admin_panel/assigned-users/:p/": "staff",
  "GET /api/admin_panel/work/:p/assigned-boys/": "staff",
  "PUT /api/admin_panel/assign-extra-work/:p/:p/": "admin",
  "DELETE /api/admin_panel/join-requests/delete/:p/:p/": "admin",
  "GET /api/admin_panel/work-profit-loss/": "admin",
  "GET /api/admin_panel/work-profit-loss/overview/": "admin",
  "GET /api/admin_panel/work/:p/profit-loss/": "admin",
  "GET /api/admin_panel/work/:p/payment-summary/": "admin",
  // Backups (the internal one answers 404 without the lock file's secret)
  "GET /api/admin_panel/backups/status/": "admin",
  "POST /api/admin_panel/backups/": "admin",
  "GET /api/admin_panel/backups/latest/": "admin",
  "POST /api/internal/backup/": "public",
  // No-show strikes
  "GET /api/admin_panel/users/:p/strikes/": "admin",
  "POST /api/admin_panel/strikes/:p/clear/": "admin",
  // The crew builder
  "GET /api/crews/settings/": "admin",
  "PUT /api/crews/settings/": "admin",
  "GET /api/crews/works/:p/my-place/": "workers",
  "POST /api/crews/works/:p/withdraw/": "workers",
  "GET /api/crews/users/:p/late-cancellations/": "admin",
  "POST /api/crews/late-cancellations/:p/clear/": "admin",
  "POST /api/crews/offers/:p/take/": "workers",
  "POST /api/crews/offers/:p/pass/": "workers",
  "POST /api/crews/works/:p/lock/": "admin",
  "GET /api/crews/works/:p/offers/": "admin",
  "GET /api/crews/works/:p/suggested/": "admin",
  "POST /api/crews/works/:p/accept-suggested/": "admin",
  "GET /api/crews/staffing/": "admin",
  "GET /api/users/me/unavailable-days/": "workers",
  "PUT /api/users/me/unavailable-days/": "workers",
  "GET /api/users/no-shows/": "workers",
  // The admin's "Today" board and a crew's candidates, the worker's home in one read
  "GET /api/admin_panel/admin/today-board/": "admin",
  "GET /api/admin_panel/works/:p/candidate-facts/": "admin",
  "GET /api/users/home/summary/": "workers",
  // WhatsApp both ways: Meta's webhook is public (its signature is the check), the
  // sign-in code is asked for signed out, the worker's own state, the admin's settings and offers
  "GET /api/whatsapp/webhook": "public",
  "POST /api/whatsapp/webhook": "public",
  "GET /api/whatsapp/link/": "public",
  "GET /api/whatsapp/me/": "workers",
  "GET /api/whatsapp/settings/": "admin",
  "PUT /api/whatsapp/settings/": "admin",
  "GET /api/whatsapp/works/:p/offers/": "staff",
  "GET /api/whatsapp/works/:p/publish-preview/": "staff",
  "POST /api/whatsapp/outbox/:p/retry/": "admin",
  "GET /api/whatsapp/inbox/": "admin",
  "GET /api/whatsapp/inbox/:p/": "admin",
  "POST /api/whatsapp/inbox/:p/read/": "admin",
  "POST /api/whatsapp/inbox/:p/reply/": "admin",
  "POST /api/auth/whatsapp-code/": "public",
  "POST /api/auth/whatsapp-code/sign-in/": "public",
  "POST /api/auth/whatsapp-code/reset/": "public",
  // Public page's inquiry and newsletter, "Forgot password?"
  "POST /api/public/leads/": "public",
  "POST /api/public/newsletter/": "public",
  "GET /api/admin_panel/leads/": "admin",
  "POST /api/users/password-reset-requests/": "public",
  "GET /api/admin_panel/password-reset-requests/": "admin",
  "POST /api/admin_panel/password-reset-requests/:p/resolve/": "admin",
  "POST /api/admin_panel/password-reset-requests/:p/dismiss/": "admin",
  "POST /api/users/password-reset-requests/confirm/": "public",
  "POST /api/admin_panel/password-reset-requests/:p/send-code/": "admin",
  // Payslips (the worker's own, any staff) and mark-paid
  "GET /api/payslips/:p/:p/": "owner_last",
  "GET /api/payslips/monthly/:p/": "owner",
  "POST /api/sub_admin/wages/mark-paid/": "staff",
  // Check-in at the venue
  "GET /api/users/check-in/:p/": "workers",
  "POST /api/sub_admin/check-in/": "staff",
  "GET /api/sub_admin/check-in/:p/": "staff",
  // Payouts (record 060)
  "GET /api/users/me/payout-details/": "workers",
  "PUT /api/users/me/payout-details/": "workers",
  "GET /api/users/me/payouts/": "workers",
  "POST /api/payouts/batches/": "staff",
  "GET /api/payouts/batches/": "staff",
  "GET /api/payouts/today/": "admin",
  "GET /api/payouts/attention/": "admin",
  "GET /api/payouts/batches/:p/": "staff",
  "POST /api/payouts/batches/:p/approve/": "admin",
  "POST /api/payouts/batches/:p/send/": "admin",
  "GET /api/payouts/batches/:p/bank-file/": "admin",
  "POST /api/payouts/batches/:p/bank-result/": "admin",
  "POST /api/payouts/webhooks/razorpayx/": "public",
  "POST /api/payouts/items/:p/cash-paid/": "staff",
  "POST /api/payouts/items/:p/confirm/": "workers",
  // Clients and their bills (record 056): admins only; the printable bill also by its signed link
  "GET /api/billing/settings/": "admin",
  "PUT /api/billing/settings/": "admin",
  "GET /api/billing/rates/": "admin",
  "PUT /api/billing/rates/": "admin",
  "GET /api/billing/proposed-price/": "admin",
  "GET /api/clients/": "admin",
  "POST /api/clients/": "admin",
  "GET /api/clients/:p/": "admin",
  "PATCH /api/clients/:p/": "admin",
  "PUT /api/clients/:p/rates/": "admin",
  "GET /api/invoices/": "admin",
  "POST /api/invoices/": "admin",
  "GET /api/invoices/:p/": "admin",
  "PATCH /api/invoices/:p/": "admin",
  "POST /api/invoices/:p/issue/": "admin",
  "POST /api/invoices/:p/credit-notes/": "admin",
  "GET /api/invoices/:p/document/": "optional",
  // Money in from clients, dues and the accountant's files (record 057)
  "POST /api/clients/:p/payments/": "admin",
  "GET /api/clients/:p/payments/": "admin",
  "GET /api/billing/dues/": "admin",
  "GET /api/clients/:p/statement/": "admin",
  "GET /api/public/statements/:p/": "public",
  "GET /api/billing/exports/tally/": "admin",
  "GET /api/billing/exports/gstr1/": "admin",
  "GET /api/billing/months/": "admin",
  "GET /api/admin_panel/analytics-settings/": "admin",
  "PUT /api/admin_panel/analytics-settings/": "admin",
  // The client's own page (record 062)
  "POST /api/client-portal/signin-code/": "public",
  "POST /api/client-portal/signin/": "public",
  "GET /api/client-portal/me/": "client",
  "POST /api/client-portal/quote/": "client",
  "GET /api/client-portal/bookings/": "client",
  "POST /api/client-portal/bookings/": "client",
  "GET /api/client-portal/works/": "client",
  "GET /api/client-portal/works/:p/": "client",
  "POST /api/client-portal/works/:p/feedback/": "client",
  "GET /api/client-portal/invoices/": "client",
  "GET /api/client-portal/statement/": "client",
  "GET /api/bookings/": "admin",
  "POST /api/bookings/:p/confirm/": "admin",
  "POST /api/bookings/:p/decline/": "admin",
  "GET /api/bookings/settings/": "admin",
  "PUT /api/bookings/settings/": "admin",
  "POST /api/clients/:p/portal-link/": "admin",
  "GET /api/clients/:p/portal/": "admin",
  "PUT /api/clients/:p/portal/": "admin",
  "GET /api/clients/:p/feedback/": "admin",
  "PUT /api/clients/:p/feedback/:p/": "admin",
};

type Caller = "anonymous" | "unapproved" | "client" | Role;
const CALLERS: Caller[] = [
  "anonymous",
  "unapproved",
  "boys",
  "head_boy",
  "supervisor",
  "subadmin",
  "admin",
  "client",
];
const WORKER_ROLES: Role[] = ["subadmin", "supervisor", "head_boy", "boys"];

/** The statuses a caller must get: "deny401", "deny403" or "allow" (anything but 401/403). */
function expected(rule: Rule, caller: Caller): "deny401" | "deny403" | "allow" {
  if (rule === "public") return "allow";
  if (caller === "client") return rule === "client" ? "allow" : "deny401";
  if (rule === "client") return caller === "anonymous" ? "deny401" : "deny403";
  // Registration without a token, admin creation with an admin token; other tokens are refused.
  if (rule === "optional") return caller === "anonymous" || caller === "admin" ? "allow" : "deny403";
  if (caller === "anonymous") return "deny401";
  if (rule === "me") return "allow";
  if (caller === "unapproved") return "deny403";
  if (rule === "admin") return caller === "admin" ? "allow" : "deny403";
  if (rule === "staff") return caller === "admin" || caller === "subadmin" ? "allow" : "deny403";
  if (rule === "workers") return WORKER_ROLES.includes(caller as Role) ? "allow" : "deny403";
  return "allow"; // owner: own records (checked below), staff any
}

/** A client signed in to his own page: a client row, his portal account, his token (as a TestUser's token). */
async function signedInClient(): Promise<TestUser> {
  const admin = await t.createUser("admin");
  const [client] = await t.db
    .insert(clients)
    .values({ name: "Matrix Caterers", mobile: "9000000002" })
    .returning();
  if (!client) throw new Error("no client");
  await t.db.update(works).set({ clientId: client.id }).where(eq(works.id, workId));
  await t.db.insert(clientPortalAccounts).values({ clientId: client.id });
  return { ...admin, token: t.app.signClientToken({ clientId: client.id, sessionVersion: 0 }) };
}

const normalize = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z_]+/g, ":p")}`;

let t: TestApp;
let workId = 1;
beforeAll(async () => {
  t = await createTestApp();
  const w = await createWork(t, {
    auditoriumName: "Matrix Hall",
    customerName: "Matrix",
    customerMobile: "9000000001",
    address: "A",
    place: "P",
    district: "palakkad",
    date: "2030-01-01",
    reportingTime: "10:00",
    workType: "lunch",
    noOfBoysNeeded: 3,
    attendees: 100,
    paymentAmount: "1000.00",
    isPublished: true,
  });
  workId = w.id;
});
afterAll(() => t.close());

describe(`permission matrix on ${TEST_ENGINE}`, () => {
  it("has an entry for every route, and a route for every entry", () => {
    const actual = t.app.routeTable.map((r) => normalize(r.method, r.url)).sort();
    expect(actual).toEqual(Object.keys(EXPECTED).sort());
  });

  it("answers every route x caller as docs/decisions/002-sessions-and-access.md says", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable) {
      const rule = EXPECTED[normalize(route.method, route.url)];
      if (!rule) continue;
      // Fresh callers per route: a write that succeeds for one caller cannot blind the next.
      const callers: Partial<Record<Caller, TestUser | null>> = { anonymous: null };
      for (const c of CALLERS) {
        if (c === "anonymous") continue;
        callers[c] =
          c === "client"
            ? await signedInClient()
            : c === "unapproved"
              ? await t.createUser("boys", { isApproved: false })
              : await t.createUser(c);
      }
      for (const caller of CALLERS) {
        const as = callers[caller] ?? null;
        let n = 0;
        // The first parameter (the last on "owner_last") is the caller's own id on owner routes, the seeded work otherwise.
        const params = (route.url.match(/:[A-Za-z_]+/g) ?? []).length;
        const own = rule === "owner" ? 1 : rule === "owner_last" ? params : 0;
        const url = route.url.replace(/:[A-Za-z_]+/g, () => {
          n += 1;
          return String(n === own && as ? as.id : workId);
        });
        const res = await t.request({
          method: route.method as "GET",
          url,
          as,
          payload: route.method === "GET" ? undefined : {},
        });
        checked += 1;
        const want = expected(rule, caller);
        const got = res.statusCode;
        const ok =
          want === "deny401"
            ? got === 401
            : want === "deny403"
              ? got === 403
              : got !== 401 && got !== 403 && got < 500;
        if (!ok)
          problems.push(
            `${route.method} ${route.url} as ${caller}: got ${got}, want ${want} (${res.body.slice(0, 100)})`,
          );
      }
      if (rule === "owner" || rule === "owner_last") {
        // A worker reading another user's record is refused.
        const boy = callers.boys as TestUser;
        const other = callers.head_boy as TestUser;
        let n = 0;
        const params = (route.url.match(/:[A-Za-z_]+/g) ?? []).length;
        const own = rule === "owner" ? 1 : params;
        const url = route.url.replace(/:[A-Za-z_]+/g, () => String(++n === own ? other.id : workId));
        const res = await t.request({ method: route.method as "GET", url, as: boy });
        if (res.statusCode !== 403)
          problems.push(
            `${route.method} ${route.url} for another user's record: got ${res.statusCode}, want 403`,
          );
      }
    }
    console.log(`permission matrix: ${checked} route x caller checks over ${t.app.routeTable.length} routes`);
    expect(problems).toEqual([]);
  }, 180_000);
});

/**
 * The sub-admin's reach over other accounts (docs/decisions/031-subadmin-reach-strikes-identity.md),
 * in both directions: what a captain may change on a worker, and may not on another sub-admin or
 * an admin; what an admin may change on a sub-admin. Each row is one edit through the sub-admin
 * area's user form on a fresh target; "deny" means 403 and the row unchanged.
 */
type ReachActor = "subadmin" | "admin";
type ReachTarget = "boys" | "supervisor" | "subadmin" | "self" | "admin";
type ReachChange = "mobile" | "email" | "name" | "promote" | "password" | "deactivate";
const REACH: [ReachActor, ReachTarget, ReachChange, "allow" | "deny"][] = [
  // A captain over the worker roles: every field, password included; never a promotion.
  ["subadmin", "boys", "mobile", "allow"],
  ["subadmin", "boys", "email", "allow"],
  ["subadmin", "boys", "name", "allow"],
  ["subadmin", "boys", "password", "allow"],
  ["subadmin", "boys", "promote", "deny"],
  ["subadmin", "supervisor", "mobile", "allow"],
  ["subadmin", "supervisor", "promote", "deny"],
  // A captain over a peer captain: nothing (record 052: a captain changes workers only).
  ["subadmin", "subadmin", "mobile", "deny"],
  ["subadmin", "subadmin", "email", "deny"],
  ["subadmin", "subadmin", "password", "deny"],
  ["subadmin", "subadmin", "name", "deny"],
  ["subadmin", "subadmin", "deactivate", "deny"],
  ["subadmin", "boys", "deactivate", "allow"],
  ["subadmin", "supervisor", "deactivate", "allow"],
  // Over an admin: nothing.
  ["subadmin", "admin", "mobile", "deny"],
  ["subadmin", "admin", "email", "deny"],
  ["subadmin", "admin", "name", "deny"],
  // Their own account: their own contact details, not their password (an admin sets it).
  ["subadmin", "self", "mobile", "allow"],
  ["subadmin", "self", "password", "deny"],
  // The other direction: an admin over captains and workers.
  ["admin", "subadmin", "mobile", "allow"],
  ["admin", "subadmin", "email", "allow"],
  ["admin", "subadmin", "password", "allow"],
  ["admin", "subadmin", "deactivate", "allow"],
  ["admin", "boys", "promote", "allow"],
];

describe(`the sub-admin's reach over accounts on ${TEST_ENGINE}`, () => {
  it("answers every actor x target x change row as decision 031 says", async () => {
    const problems: string[] = [];
    let n = 0;
    for (const [actorRole, targetKind, change, want] of REACH) {
      n += 1;
      const actor = await t.createUser(actorRole);
      const target = targetKind === "self" ? actor : await t.createUser(targetKind);
      const changes: Record<ReachChange, Record<string, string | boolean>> = {
        mobile: { mobile_number: `8${String(700000000 + n * 7919).slice(-9)}` },
        email: { email: `reach${n}-${target.id}@example.in` },
        name: { user_name: `Renamed ${n}` },
        promote: { role: "subadmin" },
        password: { password: `new-pass-${n}` },
        deactivate: { is_active: false },
      };
      const res = await t.request({
        method: "PUT",
        url: `/api/sub_admin/users/${target.id}/sub-admin-update/`,
        as: actor,
        payload: {
          user_name: target.row.userName,
          mobile_number: target.row.mobileNumber,
          role: target.row.role,
          ...changes[change],
        },
      });
      const [after] = await t.db.select().from(users).where(eq(users.id, target.id));
      const unchanged =
        after?.mobileNumber === target.row.mobileNumber &&
        (after?.email ?? null) === (target.row.email ?? null) &&
        after?.userName === target.row.userName &&
        after?.role === target.row.role &&
        after?.passwordHash === target.row.passwordHash &&
        after?.isActive === target.row.isActive;
      const ok = want === "deny" ? res.statusCode === 403 && unchanged : res.statusCode === 200 && !unchanged;
      if (!ok) problems.push(`${actorRole} -> ${targetKind} ${change}: got ${res.statusCode}, want ${want}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
