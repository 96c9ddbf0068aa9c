import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { adminSession, uniqueMobile } from "./fixtures";

export { uniqueMobile };

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).tokens.access;
}

export interface SeededUser {
  mobile: string;
  password: string;
  userId: string;
}

/** An approved user created by the admin (JSON create). */
export async function createUser(
  request: APIRequestContext,
  role: "subadmin" | "supervisor" | "head_boy" | "boys",
  name = `E2E ${role}`,
): Promise<SeededUser> {
  const token = await adminToken(request);
  const mobile = uniqueMobile();
  const password = "secret-pass-1";
  const res = await request.post("/api/users/create-user/", {
    headers: { authorization: `Bearer ${token}` },
    data: { user_name: name, mobile_number: mobile, role, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  return { mobile, password, userId: body.user.user_id };
}

/** A self-registered (unapproved) worker, through the public multipart endpoint. */
export async function registerUnapproved(request: APIRequestContext): Promise<SeededUser> {
  const mobile = uniqueMobile();
  const password = "secret-pass-2";
  const res = await request.post("/api/users/create-user/", {
    multipart: {
      user_name: "Pending Worker",
      mobile_number: mobile,
      role: "boys",
      password,
      plain_password: password,
      address: "Main Road",
      district: "palakkad",
      place: "Cherpulassery",
      employment_type: "part_time",
      experienced: "false",
      has_bike: "false",
      has_license: "false",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { mobile, password, userId: (await res.json()).user.user_id };
}

export async function loginAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function loginAsWorker(page: Page, user: SeededUser) {
  await page.goto("/user/login");
  await page.getByLabel("Mobile Number or UserID").fill(user.mobile);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
}

export async function loginAsSubadmin(page: Page, user: SeededUser) {
  await page.goto("/subadmin/login");
  await page.getByLabel("Phone Number / Email").fill(user.mobile);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
}

/** Collects the page's uncaught errors and console errors (a failed take-over of drawn HTML shows there). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** The window after stubWindowOpen: what window.open was called with. */
type Recording = Window & { opened?: string[] };

/** Replaces window.open so a WhatsApp tab is recorded instead of opened. */
export async function stubWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as Recording).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/** The addresses window.open was called with since stubWindowOpen. */
export const openedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Recording).opened ?? []);
