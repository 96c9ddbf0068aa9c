import type { APIRequestContext, Page } from "@playwright/test";

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
