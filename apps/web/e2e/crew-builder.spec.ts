import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi, sidewaysOverflow } from "./admin-helpers";
import { type Actor, bearer, createActor, expect, test } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The crew builder in the browser (docs/decisions/037-crew-builder.md): the admin's
 * suggested crew at a laptop's 1366 px, and the worker's place in line and "Days I can't work"
 * calendar at a phone's 360 px, in English and Malayalam.
 */

let counter = 0;
function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function publishedWork(request: APIRequestContext, admin: Actor, needed: number, days: number) {
  counter += 1;
  const name = `Crew Hall ${Date.now() % 100000}-${counter}`;
  const work = {
    Auditorium_name: name,
    place: "Ottapalam",
    date: futureDate(days),
    reporting_time: "10:30",
    work_type: "dinner",
    no_of_boys_needed: needed,
  };
  return { id: await createWorkApi(request, admin.token, work, { publish: true }), name };
}

async function requestWork(request: APIRequestContext, worker: Actor, workId: number): Promise<number> {
  const res = await request.post("/api/users/work-request/create/", {
    headers: bearer(worker.token),
    data: { work: workId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).request.id as number;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page), "sideways scroll").toEqual([]);
}

const WORDS = {
  en: {
    section: "Suggested crew",
    accept: "Accept the suggested 2",
    filled: "Filled 2 of 2",
    reasonHeader: "No-shows and late cancellations (90 days)",
    place: "Your place in line: 1",
    days: "Days I can't work",
    next: "Next month",
  },
  ml: {
    section: "നിർദ്ദേശിക്കുന്ന ടീം",
    accept: "നിർദ്ദേശിച്ച 2 പേരെ എടുക്കുക",
    filled: "2-ൽ 2 പേരായി",
    reasonHeader: "വരാതിരുന്നതും വൈകിയുള്ള പിന്മാറ്റവും (90 ദിവസം)",
    place: "പട്ടികയിൽ നിങ്ങളുടെ സ്ഥാനം: 1",
    days: "എനിക്ക് ജോലിക്ക് വരാൻ കഴിയാത്ത ദിവസങ്ങൾ",
    next: "അടുത്ത മാസം",
  },
} as const;

for (const lang of ["en", "ml"] as const) {
  const w = WORDS[lang];

  test(`suggested crew at 1366 px (${lang}): ranked with the reasons, and Accept the suggested N`, async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(60_000);
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1366, height: 800 });
    const work = await publishedWork(request, admin, 2, 9);
    const boys = [
      await createActor(request, "boys"),
      await createActor(request, "boys"),
      await createActor(request, "boys"),
    ];
    for (const b of boys) await requestWork(request, b, work.id);

    await page.goto(`/admin/works?work=${work.id}`);
    const dialog = page.getByRole("dialog", { name: work.name });
    const section = dialog.getByTestId("suggested-crew");
    await expect(section.getByRole("heading", { name: w.section })).toBeVisible();
    await expect(section.getByTestId("suggested-row")).toHaveCount(3);
    await expect(section.getByRole("columnheader", { name: w.reasonHeader })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await section.getByRole("button", { name: w.accept }).click();
    await expect(section.getByTestId("still-needed")).toContainText(w.filled);
    await expect(section.getByTestId("suggested-row")).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    const crew = await request.get(`/api/admin_panel/assigned-users/${work.id}/`, {
      headers: bearer(admin.token),
    });
    expect((await crew.json()).length).toBe(2);
  });

  test(`waitlist place at 360 px (${lang}): once the crew is locked the worker sees their place in line`, async ({
    page,
    request,
    adminApi,
    worker,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 360, height: 740 });
    const work = await publishedWork(request, adminApi, 1, 6);
    const first = await createActor(request, "boys");
    const rid = await requestWork(request, first, work.id);
    const accepted = await request.put(`/api/admin_panel/work-request/${rid}/status-update/`, {
      headers: bearer(adminApi.token),
      data: { status: "accepted" },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await requestWork(request, worker, work.id);
    const locked = await request.post(`/api/crews/works/${work.id}/lock/`, {
      headers: bearer(adminApi.token),
    });
    expect(locked.ok(), await locked.text()).toBe(true);

    await page.goto(`/user/work-details/${work.id}`);
    await expect(page.getByText(w.place)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(`availability calendar at 360 px (${lang}): one tap marks a day, kept after a reload`, async ({
    page,
    request,
    worker,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/user/profile");
    await expect(page.getByText(w.days).first()).toBeVisible();
    await page.getByRole("button", { name: w.next }).click();
    const day = page.locator("button[aria-pressed]").filter({ hasText: /^15$/ });
    await expect(day).toHaveAttribute("aria-pressed", "false");
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
    await expectNoSidewaysScroll(page);

    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const key = `${next.toISOString().slice(0, 8)}15`;
    const saved = await request.get("/api/users/me/unavailable-days/", { headers: bearer(worker.token) });
    expect(await saved.json()).toContain(key);

    await page.reload();
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.locator("button[aria-pressed]").filter({ hasText: /^15$/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
}
