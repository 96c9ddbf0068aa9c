import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

/** What a login answers: the tokens and the signed-in user. */
export interface Session {
  tokens: { access: string; refresh: string };
  user: { id: number; user_id: string; user_name: string; mobile_number: string | null; role: string };
}

/** A signed-in person: their session, bearer token, and the credentials they can type. */
export interface Actor extends Session {
  token: string;
  mobile: string;
  password: string;
}

type Area = "admin" | "subadmin" | "user";
/** Browser storage keys per area (as the login screens write them). */
const STORAGE: Record<Area, { tokens: string; user: string }> = {
  admin: { tokens: "adminTokens", user: "adminUser" },
  subadmin: { tokens: "subAdminTokens", user: "subAdminUser" },
  user: { tokens: "userTokens", user: "userData" },
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let seq = 0;
/** A 10-digit mobile number unique to this run (tests share one server). */
export function uniqueMobile(): string {
  seq += 1;
  return `6${String(Date.now()).slice(-6)}${String(seq).padStart(3, "0")}`;
}

/** Signs the admin in through the API. */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post("/api/admin_panel/login/", { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Signs a worker or captain in through the API (the worker and sub-admin logins' endpoint). */
export async function signinSession(
  request: APIRequestContext,
  identifier: string,
  password: string,
  area: "subadmin" | "user",
): Promise<Session> {
  const res = await request.post("/api/users/signin/", {
    data: { identifier, password, ...(area === "subadmin" ? { area } : {}) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** An approved user of a role, created by the admin, and signed in through the API. */
export async function createActor(
  request: APIRequestContext,
  role: "subadmin" | "supervisor" | "head_boy" | "boys",
  extra: Record<string, unknown> = {},
): Promise<Actor> {
  const admin = await adminSession(request);
  const mobile = uniqueMobile();
  const password = "actor-pass-1";
  const res = await request.post("/api/users/create-user/", {
    headers: bearer(admin.tokens.access),
    // An adult, so any work may be given (the ages rule, record 064); a test may say otherwise.
    data: {
      user_name: `E2E ${role} ${seq}`,
      mobile_number: mobile,
      role,
      password,
      date_of_birth: "1995-05-05",
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = await signinSession(request, mobile, password, role === "subadmin" ? "subadmin" : "user");
  return { ...session, token: session.tokens.access, mobile, password };
}

/**
 * Puts a session in the browser's storage before any page loads, as the area's login screen
 * does; only on the first load, so a later sign-out in the test sticks.
 */
export async function signInBrowser(page: Page, area: Area, session: Session) {
  await page.addInitScript(
    ([keys, tokens, user]) => {
      if (sessionStorage.getItem(`e2e-seeded-${keys.tokens}`)) return;
      localStorage.setItem(keys.tokens, tokens);
      localStorage.setItem(keys.user, user);
      sessionStorage.setItem(`e2e-seeded-${keys.tokens}`, "1");
    },
    [STORAGE[area], JSON.stringify(session.tokens), JSON.stringify(session.user)] as const,
  );
}

/**
 * Signs a person in to an area through the API and opens the area's first page, as its login
 * screen does after a successful sign-in (the login screens have their own specs).
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  area: "subadmin" | "user",
  identifier: string,
  password: string,
) {
  await signInBrowser(page, area, await signinSession(request, identifier, password, area));
  await page.goto(area === "subadmin" ? "/subadmin/sub-dashboard" : "/user/home");
}

interface Actors {
  /** The admin, signed in through the API (the page is not signed in). */
  adminApi: Actor;
  /** The admin, with the page signed in to the admin area. */
  admin: Actor;
  /** A new captain (sub-admin), with the page signed in to the sub-admin area. */
  subadmin: Actor;
  /** A new worker (boys), with the page signed in to the worker area. */
  worker: Actor;
  /** The page, signed in as the admin (when the test needs no token). */
  adminPage: Page;
  /** The page, signed in as a new captain. */
  subadminPage: Page;
  /** The page, signed in as a new worker. */
  workerPage: Page;
}

/** Playwright's `test` with the actors as fixtures: `test("...", async ({ page, admin }) => ...)`. */
/**
 * Closing a dialog steps back over the history entry it pushed (the phone's back button closes it,
 * docs/decisions/043). That step lands a moment after the dialog is gone; a navigation started
 * before it is aborted by it. Every `page.goto` and `page.reload` of these tests waits for it first.
 */
export async function settleModalHistory(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const state: unknown = window.history.state;
        return !(state && typeof state === "object" && "catercrewModal" in state);
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * A toast that slides in under the resting mouse pointer is hovered, and a hovered toast waits
 * (sonner keeps it while the pointer is on it). A click aimed at a button it covers then never
 * lands: each try moves the pointer back onto it. Phones have no hover, so this happens only to
 * the tests' mouse: before an action or an assertion, the pointer is moved off the toasts, and a
 * toast this handler has already seen for 1.5 s is closed with its close button. A toast that has
 * just come up is left open: the assertion that runs next may be the one that looks for it.
 */
async function closeHoveredToasts(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.locator('[data-sonner-toast][data-expanded="true"]').first(),
    async () => {
      await page.mouse.move(0, 0);
      await page.evaluate((graceMs) => {
        const now = performance.now();
        for (const toast of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
          const seenAt = Number(toast.dataset.e2eSeenAt ?? now);
          toast.dataset.e2eSeenAt = String(seenAt);
          if (now - seenAt >= graceMs) toast.querySelector<HTMLButtonElement>("[data-close-button]")?.click();
        }
      }, 1_500);
    },
    { noWaitAfter: true },
  );
}

export const test = base.extend<Actors>({
  page: async ({ page }, use) => {
    await closeHoveredToasts(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await settleModalHistory(page);
      return goto(url, options);
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      await settleModalHistory(page);
      return reload(options);
    };
    await use(page);
  },
  adminApi: async ({ request }, use) => {
    const s = await adminSession(request);
    await use({ ...s, token: s.tokens.access, mobile: "", password: E2E_ADMIN.password });
  },
  admin: async ({ page, adminApi }, use) => {
    await signInBrowser(page, "admin", adminApi);
    await use(adminApi);
  },
  subadmin: async ({ page, request }, use) => {
    const actor = await createActor(request, "subadmin");
    await signInBrowser(page, "subadmin", actor);
    await use(actor);
  },
  worker: async ({ page, request }, use) => {
    const actor = await createActor(request, "boys", {
      address: "House 1, Temple Road",
      district: "palakkad",
      place: "Cherpulassery",
      employment_type: "part_time",
    });
    await signInBrowser(page, "user", actor);
    await use(actor);
  },
  adminPage: async ({ page, admin: _ }, use) => use(page),
  subadminPage: async ({ page, subadmin: _ }, use) => use(page),
  workerPage: async ({ page, worker: _ }, use) => use(page),
});

export { expect };
