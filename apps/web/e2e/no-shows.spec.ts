import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, bearer, createActor, expect, test } from "./fixtures";
import { expectNoEnglish, useLanguage } from "./language";

/**
 * No-shows: a captain marks a worker absent on three works; the worker is refused new
 * requests and sees until when; the admin sees the strikes and clears one with a reason. Once in
 * English and once in Malayalam.
 */

/** Dates are written day first with the month's name, never YYYY-MM-DD (docs/decisions/040). */
const ML_MONTHS = "ജനുവരി|ഫെബ്രുവരി|മാർച്ച്|ഏപ്രിൽ|മേയ്|ജൂൺ|ജൂലൈ|ഓഗസ്റ്റ്|സെപ്റ്റംബർ|ഒക്ടോബർ|നവംബർ|ഡിസംബർ";

let counter = 0;
const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createWork(
  request: APIRequestContext,
  admin: Actor,
  name: string,
  days: number,
  publish: boolean,
) {
  const work = {
    Auditorium_name: name,
    place: "Ottapalam",
    date: futureDate(days),
    ...(days < 0 ? { already_happened: true } : {}),
    reporting_time: "10:30",
    no_of_boys_needed: 10,
  };
  return { id: await createWorkApi(request, admin.token, work, { publish }), name };
}

/** Three works the worker was assigned to and marked absent from by a captain; one open work. */
async function threeAbsences(request: APIRequestContext, admin: Actor, worker: Actor, hall: string) {
  const captain = await createActor(request, "subadmin");
  for (let i = 1; i <= 3; i++) {
    counter += 1;
    // Absences are marked on works that have happened (refused before a work's day).
    const work = await createWork(request, admin, `${hall} ${counter}`, -counter, false);
    const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: bearer(admin.token),
      data: { work_id: work.id, role_type: "boys", user_ids: [worker.user.id] },
    });
    expect(assign.ok(), await assign.text()).toBe(true);
    const absent = await request.post("/api/sub_admin/mark-absent/", {
      headers: bearer(captain.token),
      data: { work: work.id, user: worker.user.id },
    });
    expect(absent.ok(), await absent.text()).toBe(true);
  }
  counter += 1;
  return createWork(request, admin, `${hall} open ${counter}`, 10, true);
}

async function availableCard(page: Page, name: string) {
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(page.getByRole("listitem").first()).toBeVisible();
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    const more = page.getByRole("button", { name: /Show more works|കൂടുതൽ/ });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expect(card).toBeVisible();
  return card;
}

/** The worker's row on the admin's Users screen, searched by mobile number. */
async function usersRow(page: Page, worker: Actor, search: string) {
  await page.goto("/admin/users");
  await page.getByRole("searchbox").fill(worker.mobile);
  await page.getByRole("button", { name: search, exact: true }).click();
  const row = page.locator("table").getByRole("row", { name: new RegExp(worker.user.user_name) });
  await expect(row).toBeVisible();
  return row;
}

test("no-shows in English: the worker is refused, the admin sees and clears a strike", async ({
  page,
  request,
  admin,
  worker,
}) => {
  const open = await threeAbsences(request, admin, worker, "Noshow Hall");

  await page.goto("/user/home");
  await expect(page.getByTestId("request-block")).toContainText(
    /You cannot request works until \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\./,
  );
  await expect(page.getByTestId("request-block")).toContainText(
    "You were absent from 3 works in the last 90 days",
  );
  const card = await availableCard(page, open.name);
  await card.getByRole("button", { name: `Request Work: ${open.name}` }).click();
  await expect(
    page.getByText(
      /You were absent from 3 works in the last 90 days, so you cannot request works until \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\./,
    ),
  ).toBeVisible();

  const row = await usersRow(page, worker, "Search");
  await expect(row.getByTestId("no-shows-badge")).toHaveText("3 no-shows");
  await row.getByRole("button", { name: `View ${worker.user.user_name}` }).click();
  const details = page.getByRole("dialog", { name: "User Details" });
  await expect(details.getByRole("heading", { name: "No-show strikes" })).toBeVisible();
  await expect(details.getByTestId("strikes-summary")).toHaveText("3 no-shows in the last 90 days");
  await expect(details.getByText(/Cannot request works until/)).toBeVisible();
  await details
    .getByRole("button", { name: /^Clear strike for Noshow Hall/ })
    .first()
    .click();

  // One tap clears it (docs/decisions/031-subadmin-reach-strikes-identity.md): no reason asked.
  await expect(page.getByRole("dialog", { name: "Clear strike" })).toHaveCount(0);
  await expect(page.getByText("Strike cleared")).toBeVisible();
  await expect(details.getByTestId("strikes-summary")).toHaveText("2 no-shows in the last 90 days");
  await expect(details.getByText(/^Cleared by /)).toBeVisible();
  await expect(details.getByText(/Cannot request works until/)).toHaveCount(0);

  // The block is lifted: the worker's request goes through.
  await page.goto("/user/home");
  await expect(page.getByRole("heading", { name: /Available Works/ })).toBeVisible();
  await expect(page.getByTestId("request-block")).toHaveCount(0);
  const again = await availableCard(page, open.name);
  await again.getByRole("button", { name: `Request Work: ${open.name}` }).click();
  await expect(page.getByText("Work request sent successfully!")).toBeVisible();
});

test("no-shows in Malayalam: the refusal, the banner and clearing a strike", async ({
  page,
  request,
  admin,
  worker,
}) => {
  await useLanguage(page, "ml");
  const open = await threeAbsences(request, admin, worker, "വരാതിരിക്കൽ ഹാൾ");

  await page.goto("/user/home");
  const banner = page.getByTestId("request-block");
  await expect(banner).toContainText(
    new RegExp(`\\d{1,2} (${ML_MONTHS}) \\d{4} വരെ നിങ്ങൾക്ക് ജോലികൾക്ക് അപേക്ഷിക്കാൻ കഴിയില്ല\\.`),
  );
  await expect(banner).toContainText("കഴിഞ്ഞ 90 ദിവസത്തിനിടെ 3 ജോലികൾക്ക് നിങ്ങൾ ഹാജരായില്ല.");
  const card = await availableCard(page, open.name);
  await card.getByRole("button", { name: `അപേക്ഷിക്കുക: ${open.name}` }).click();
  await expect(
    page.getByText(
      new RegExp(`കഴിഞ്ഞ 90 ദിവസത്തിനിടെ 3 ജോലിക്ക് നിങ്ങൾ ഹാജരായില്ല; അതിനാൽ \\d{1,2} (${ML_MONTHS}) \\d{4} വരെ`),
    ),
  ).toBeVisible();

  const row = await usersRow(page, worker, "തിരയുക");
  await expect(row.getByTestId("no-shows-badge")).toHaveText("3 തവണ വന്നില്ല");
  await row.getByRole("button", { name: `${worker.user.user_name} - കാണുക` }).click();
  const details = page.getByRole("dialog", { name: "ഉപയോക്താവിന്റെ വിവരങ്ങൾ" });
  await expect(details.getByRole("heading", { name: "വരാതിരിക്കൽ രേഖകൾ" })).toBeVisible();
  await expect(details.getByTestId("strikes-summary")).toHaveText("കഴിഞ്ഞ 90 ദിവസത്തിൽ 3 തവണ വന്നില്ല");
  await details
    .getByRole("button", { name: /വരാതിരിക്കൽ രേഖ ഒഴിവാക്കുക$/ })
    .first()
    .click();
  // One tap clears it: no dialog, no reason asked.
  await expect(page.getByRole("dialog", { name: "വരാതിരിക്കൽ രേഖ ഒഴിവാക്കുക" })).toHaveCount(0);
  await expect(page.getByText("വരാതിരിക്കൽ രേഖ ഒഴിവാക്കി")).toBeVisible();
  await expect(details.getByTestId("strikes-summary")).toHaveText("കഴിഞ്ഞ 90 ദിവസത്തിൽ 2 തവണ വന്നില്ല");
  // Names and places typed by people (the test worker's address, the admin's and the marking
  // captain's names) stay as typed.
  await expectNoEnglish(page, [
    "Administrator",
    "House",
    "Temple",
    "Road",
    "Cherpulassery",
    "E2E",
    "boys",
    "subadmin",
  ]);
});
