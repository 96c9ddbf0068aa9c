import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export interface AdminSession {
  token: string;
  tokens: { access: string; refresh: string };
  user: unknown;
}

/** Signs the admin in through the API. */
export async function adminLogin(request: APIRequestContext): Promise<AdminSession> {
  const res = await request.post("/api/admin_panel/login/", { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  return { token: body.tokens.access, tokens: body.tokens, user: body.user };
}

/** Puts the admin session in the browser's storage (as the login screen does) before any page loads. */
export async function signInBrowser(page: Page, session: AdminSession) {
  await page.addInitScript(
    ([tokens, user]) => {
      if (!sessionStorage.getItem("e2e-seeded")) {
        localStorage.setItem("adminTokens", tokens as string);
        localStorage.setItem("adminUser", user as string);
        sessionStorage.setItem("e2e-seeded", "1");
      }
    },
    [JSON.stringify(session.tokens), JSON.stringify(session.user)],
  );
}

let seq = 0;
/** A 10-digit mobile number unique to this run. */
export function uniqueMobile(): string {
  seq += 1;
  const base = (Date.now() % 1_000_000).toString().padStart(6, "0");
  return `8${base}${String(seq).padStart(3, "0")}`.slice(0, 10);
}

export async function createUserApi(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<{ id: number; user_id: string; user_name: string; mobile_number: string }> {
  const res = await request.post("/api/users/create-user/", {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok()) throw new Error(`create user failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).user;
}

export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  url: string,
): Promise<{ status: number; body: T }> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: (await res.json()) as T };
}

/** No horizontal scrolling at the current viewport. */
export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}
