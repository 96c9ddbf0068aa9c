import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users, workRequests } from "../../db/schema.js";
import { createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

// Rejection reasons (docs/decisions/045-rejection-reasons.md): stored with the
// rejection, shown to the person, limited to 300 characters, cleared by approving or accepting.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

const TOO_LONG = "x".repeat(301);

async function userReason(id: number) {
  const [row] = await t.db
    .select({ reason: users.rejectionReason, active: users.isActive, approved: users.isApproved })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function requestRow(id: number) {
  const [row] = await t.db
    .select({ status: workRequests.status, reason: workRequests.rejectionReason })
    .from(workRequests)
    .where(eq(workRequests.id, id));
  return row;
}

async function noticeBodies(as: TestUser) {
  const res = await t.request({ method: "GET", url: "/api/notifications/", as });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { type: string; body: string }[]).map((n) => n.body);
}

const signIn = (u: TestUser, language = "en") =>
  t.request({
    method: "POST",
    url: "/api/users/signin/",
    headers: { "accept-language": language },
    payload: { identifier: u.row.mobileNumber, password: u.password },
  });

describe(`rejection reasons on applications (${TEST_ENGINE})`, () => {
  it("keeps the reason, tells it at sign-in and in the notification, clears it on approval", async () => {
    const u = await t.createUser("boys", { isApproved: false });
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      payload: { reason: "  Photo of the license is not clear  " },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      request_status: "rejected",
      rejection_reason: "Photo of the license is not clear",
    });
    expect(await userReason(u.id)).toEqual({
      reason: "Photo of the license is not clear",
      active: false,
      approved: false,
    });
    const [notice] = await t.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, u.id));
    expect(notice?.params).toEqual({ reason: "Photo of the license is not clear" });

    const en = await signIn(u);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      code: "APPLICATION_REJECTED",
      message:
        "Your registration was not approved. Please contact the admin. Reason: Photo of the license is not clear",
    });
    const ml = await signIn(u, "ml");
    expect(ml.json().message).toBe(
      "നിങ്ങളുടെ അംഗത്വ അപേക്ഷ അംഗീകരിച്ചില്ല. അഡ്മിനെ ബന്ധപ്പെടുക. കാരണം: Photo of the license is not clear",
    );

    const approve = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${u.id}/`,
      as: admin,
      payload: { is_approved: true },
    });
    expect(approve.json().user).toMatchObject({ request_status: "approved", rejection_reason: null });
    expect((await userReason(u.id))?.reason).toBeNull();
    const me = await signIn(u);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.rejection_reason).toBeNull();
    // The notification of the rejection, read now in the app, carries the reason in both languages
    // (the rejection ended the old sessions: the new one reads).
    const signedIn = { ...u, token: me.json().tokens.access as string };
    const rows = await noticeBodies(signedIn);
    expect(rows).toContain(
      "Your CaterCrew registration was not approved. Please contact the agency. Reason: Photo of the license is not clear",
    );
    await t.db.update(users).set({ language: "ml" }).where(eq(users.id, u.id));
    expect(await noticeBodies(signedIn)).toContain(
      "നിങ്ങളുടെ CaterCrew അംഗത്വ അപേക്ഷ അംഗീകരിച്ചില്ല. ഏജൻസിയെ ബന്ധപ്പെടുക. കാരണം: Photo of the license is not clear",
    );
  });

  it("without a reason (no body, empty text) the refusal is the plain deactivation", async () => {
    const u = await t.createUser("boys", { isApproved: false });
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      payload: { reason: "   " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.rejection_reason).toBeNull();
    expect((await signIn(u)).json().code).toBe("ACCOUNT_DEACTIVATED");
    const bare = await t.createUser("boys", { isApproved: false });
    const noBody = await t.request({ method: "PATCH", url: `/api/users/reject/${bare.id}/`, as: admin });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect((await userReason(bare.id))?.reason).toBeNull();
  });

  it("a revoked approval keeps its reason for the waiting screen (me)", async () => {
    const u = await t.createUser("boys");
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      payload: { reason: "Documents to be checked again" },
    });
    expect(res.json().user).toMatchObject({
      request_status: "pending",
      rejection_reason: "Documents to be checked again",
    });
    const login = await signIn(u);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      is_approved: false,
      rejection_reason: "Documents to be checked again",
    });
  });

  it("refuses a reason over 300 characters with a clear message and changes nothing", async () => {
    const u = await t.createUser("boys", { isApproved: false });
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      headers: { "accept-language": "en" },
      payload: { reason: TOO_LONG },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Reason must be at most 300 characters");
    expect(await userReason(u.id)).toEqual({ reason: null, active: true, approved: false });
    const ml = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      headers: { "accept-language": "ml" },
      payload: { reason: TOO_LONG },
    });
    expect(JSON.stringify(ml.json())).toContain("കാരണം 300 അക്ഷരങ്ങളിൽ കൂടരുത്");
    // Exactly 300 is allowed.
    const ok = await t.request({
      method: "PATCH",
      url: `/api/users/reject/${u.id}/`,
      as: admin,
      payload: { reason: "y".repeat(300) },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe(`rejection reasons on join requests (${TEST_ENGINE})`, () => {
  const decide = (id: number, payload: Record<string, unknown>) =>
    t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${id}/status-update/`,
      as: admin,
      payload,
    });

  it("keeps the reason, shows it to the worker (notification en and ml, work details, My Works), clears it on accept", async () => {
    const work = await createWork(t, {
      auditoriumName: "Reason Hall",
      date: futureDate(12),
      isPublished: true,
    });
    const w = await t.createUser("boys");
    const req = await requestWork(t, { workId: work.id, userId: w.id });
    const res = await decide(req.id, { status: "rejected", reason: " Crew is full for this work " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      status: "rejected",
      rejection_reason: "Crew is full for this work",
    });
    expect(await requestRow(req.id)).toEqual({ status: "rejected", reason: "Crew is full for this work" });

    const [en] = await noticeBodies(w);
    expect(en).toMatch(
      /^Work: Reason Hall, .+\. Your request was not accepted\. Reason: Crew is full for this work$/,
    );
    await t.db.update(users).set({ language: "ml" }).where(eq(users.id, w.id));
    const [ml] = await noticeBodies(w);
    expect(ml).toMatch(/^ജോലി: Reason Hall, .+\. നിങ്ങളുടെ അപേക്ഷ സ്വീകരിച്ചില്ല\. കാരണം: Crew is full for this work$/);

    const detail = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${work.id}`,
      as: w,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      assigned_status: "rejected",
      rejection_reason: "Crew is full for this work",
    });
    const mine = await t.request({ method: "GET", url: "/api/users/work-request/list/", as: w });
    const entry = (mine.json() as { id: number; rejection_reason: string | null }[]).find(
      (e) => e.id === req.id,
    );
    expect(entry?.rejection_reason).toBe("Crew is full for this work");

    const accepted = await decide(req.id, { status: "accepted", reason: "ignored on accept" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await requestRow(req.id)).toEqual({ status: "accepted", reason: null });
    const after = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${work.id}`,
      as: w,
    });
    expect(after.json().rejection_reason).toBeNull();
  });

  it("a reject without a reason keeps the notification as before", async () => {
    const work = await createWork(t, {
      auditoriumName: "Plain Hall",
      date: futureDate(13),
      isPublished: true,
    });
    const w = await t.createUser("boys");
    const req = await requestWork(t, { workId: work.id, userId: w.id });
    expect((await decide(req.id, { status: "rejected" })).statusCode).toBe(200);
    expect(await requestRow(req.id)).toEqual({ status: "rejected", reason: null });
    const [en] = await noticeBodies(w);
    expect(en).toMatch(/^Work: Plain Hall, .+\. Your request was not accepted\.$/);
  });

  it("refuses a reason over 300 characters (400, clear message) and changes nothing", async () => {
    const work = await createWork(t, {
      auditoriumName: "Long Hall",
      date: futureDate(14),
      isPublished: true,
    });
    const w = await t.createUser("boys");
    const req = await requestWork(t, { workId: work.id, userId: w.id });
    const res = await decide(req.id, { status: "rejected", reason: TOO_LONG });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Reason must be at most 300 characters");
    expect(await requestRow(req.id)).toEqual({ status: "pending", reason: null });
    expect(await noticeBodies(w)).toEqual([]);
  });
});
