import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, expect } from "./fixtures";

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

/** What a work of the tests is unless a test says otherwise: a wedding lunch in Palakkad. */
const WORK_DEFAULTS = {
  customer_name: "Anil Kumar",
  customer_mobile: "9000000011",
  address: "Main Road",
  place: "Cherpulassery",
  district: "palakkad",
  reporting_time: "10:00",
  work_type: "wedding",
  no_of_boys_needed: 2,
  attendees: 250,
  payment_amount: "50000",
};

/** The created work as the admin's answer gives it. */
export type CreatedWork = { id: number; Auditorium_name: string } & Record<string, unknown>;

/**
 * A work created by the admin through the API, published when asked (a work is created
 * unpublished): its hall and day, and any field a test cares about over the defaults (a field
 * given as undefined is left out, e.g. the customer of a work for a client, filled from him).
 * Answers the created work.
 */
export async function createWorkBody(
  request: APIRequestContext,
  token: string,
  work: { Auditorium_name: string; date: string } & Record<string, unknown>,
  { publish = false }: { publish?: boolean } = {},
): Promise<CreatedWork> {
  const res = await request.post("/api/admin_panel/catering-work/create/", {
    headers: bearer(token),
    data: { ...WORK_DEFAULTS, ...work },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()).work as CreatedWork;
  if (publish) {
    const pub = await request.patch(`/api/admin_panel/catering-work/${created.id}/update/`, {
      headers: bearer(token),
      data: { is_published: true },
    });
    expect(pub.ok(), await pub.text()).toBe(true);
  }
  return created;
}

/** createWorkBody's work, answered by its id. */
export async function createWorkApi(
  request: APIRequestContext,
  token: string,
  work: { Auditorium_name: string; date: string } & Record<string, unknown>,
  options: { publish?: boolean } = {},
): Promise<number> {
  return (await createWorkBody(request, token, work, options)).id;
}

export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  url: string,
): Promise<{ status: number; body: T }> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: (await res.json()) as T };
}

/**
 * What makes the page scroll sideways: [] when nothing does, else the deepest elements that
 * reach past the viewport's right edge, each with its width and the start of its text, so a
 * failure names the culprit.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth + 1) return [];
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
    return Array.from(document.body.querySelectorAll("*"))
      .filter((el) => past(el) && !Array.from(el.children).some(past))
      .slice(0, 8)
      .map((el) => {
        const box = el.getBoundingClientRect();
        const text = (el.textContent ?? "").trim().slice(0, 30);
        return `${el.tagName.toLowerCase()} ${Math.round(box.left)}–${Math.round(box.right)} px "${text}"`;
      });
  });
}

/** No horizontal scrolling at the current viewport. */
export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}
