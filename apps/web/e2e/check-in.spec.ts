import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { adminSession, bearer, createActor, expect, signInBrowser, test } from "./fixtures";
import { expectNoEnglish, useLanguage } from "./language";

/**
 * Check-in and offline roll call: the worker's QR on the work's day, the captain's
 * check-in by code and by hand, in English and Malayalam, and the captain's writes with the
 * network cut, sent once each when it returns.
 */
// The offline and installable parts need the service worker, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
// Two people on two pages and two languages' catalogues: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const run = Date.now() % 100_000;
let seq = 0;
/** The Latin "words" the English check would read in a check-in code (its HMAC part is random). */
const codeWords = (code: string) => code.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];

const todayInKolkata = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** A work dated today (Kerala) with `crew` boys assigned, and a captain. */
async function seed(request: APIRequestContext, crewSize: number, lang: "en" | "ml" = "en") {
  const admin = await adminSession(request);
  const auth = bearer(admin.tokens.access);
  seq += 1;
  const venue = lang === "ml" ? `ശ്രീ ഹാൾ ${run}-${seq}` : `Check Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, admin.tokens.access, {
    Auditorium_name: venue,
    customer_name: lang === "ml" ? "അനിൽ" : "Anil",
    address: lang === "ml" ? "മെയിൻ റോഡ്" : "Main Road",
    place: lang === "ml" ? "ഒറ്റപ്പാലം" : "Ottapalam",
    date: todayInKolkata(),
    no_of_boys_needed: crewSize,
  });
  const name = (i: number) => (lang === "ml" ? `മനു ${run}-${seq}-${i}` : `Manu ${run}-${seq}-${i}`);
  const crew = [];
  for (let i = 0; i < crewSize; i++)
    crew.push(await createActor(request, "boys", { user_name: name(i + 1) }));
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: crew.map((c) => c.user.id) },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  const captain = await createActor(request, "subadmin", {
    user_name: lang === "ml" ? `ക്യാപ്റ്റൻ ${run}-${seq}` : `Captain ${run}-${seq}`,
  });
  return { workId, venue, crew, captain, auth };
}

/** The captain's Catering Works, the work's Assigned Boys sheet open. */
async function openCrew(page: Page, venue: string) {
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox").fill(venue);
  const card = page.getByRole("listitem").filter({ hasText: venue });
  await card
    .getByRole("button")
    .filter({ hasText: /Rate and pay wages|റേറ്റിംഗും കൂലിയും/ })
    .first()
    .click();
  return page.getByRole("dialog");
}

for (const lang of ["en", "ml"] as const) {
  test(`${lang}: the assigned worker sees today's check-in QR; the captain scans it in by code`, async ({
    page,
    request,
  }) => {
    const s = await seed(request, 2, lang);
    const [boy, other] = s.crew;
    if (!boy || !other) throw new Error("crew");
    await useLanguage(page, lang);
    await signInBrowser(page, "user", boy);
    await page.goto(`/user/work-details/${s.workId}`);
    const qr = page.getByRole("img", { name: lang === "en" ? "Check-in QR code" : "ഹാജർ QR കോഡ്" });
    await expect(qr).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        lang === "en"
          ? "Show this QR to your captain when you arrive."
          : "എത്തുമ്പോൾ ഈ QR നിങ്ങളുടെ ക്യാപ്റ്റനെ കാണിക്കുക.",
      ),
    ).toBeVisible();
    const code = (await page.getByTestId("check-in-code").textContent())?.trim() ?? "";
    // The short code the captain types (the long signed one is in the QR).
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    if (lang === "ml") await expectNoEnglish(page, codeWords(code));

    // The captain, on a new page of the same browser context.
    const captainPage = await page.context().newPage();
    await useLanguage(captainPage, lang);
    await signInBrowser(captainPage, "subadmin", s.captain);
    const crew = await openCrew(captainPage, s.venue);
    await crew.getByRole("button", { name: lang === "en" ? "Scan check-in" : "ഹാജർ QR സ്കാൻ ചെയ്യുക" }).click();
    await crew.getByLabel(lang === "en" ? "Check-in code" : "ഹാജർ കോഡ്").fill(code);
    await crew
      .getByRole("button", { name: lang === "en" ? "Check in" : "ഹാജർ രേഖപ്പെടുത്തുക", exact: true })
      .click();
    const boyRow = crew.getByRole("listitem", { name: boy.user.user_name });
    await expect(boyRow.getByText(lang === "en" ? /Arrived \d/ : /എത്തിയ സമയം \S/)).toBeVisible();

    // By hand for the other one, once the captain has closed the check-in's toast (at the bottom
    // of a phone, over the crew's last rows).
    for (const close of await captainPage.locator("[data-sonner-toast] [data-close-button]").all()) {
      await close.click();
    }
    const otherRow = crew.getByRole("listitem", { name: other.user.user_name });
    await otherRow
      .getByRole("button", {
        name:
          lang === "en"
            ? `Mark ${other.user.user_name} arrived`
            : `${other.user.user_name} എത്തിയതായി രേഖപ്പെടുത്തുക`,
      })
      .click();
    await expect(otherRow.getByText(lang === "en" ? /Arrived \d/ : /എത്തിയ സമയം \S/)).toBeVisible();
    if (lang === "ml") await expectNoEnglish(captainPage, codeWords(code));

    // A mistyped code is refused, in the captain's language (other works and days: the API tests).
    await crew
      .getByLabel(lang === "en" ? "Check-in code" : "ഹാജർ കോഡ്")
      .fill(code === "222222" ? "333333" : "222222");
    await crew
      .getByRole("button", { name: lang === "en" ? "Check in" : "ഹാജർ രേഖപ്പെടുത്തുക", exact: true })
      .click();
    await expect(crew.getByRole("alert")).toContainText(
      lang === "en" ? "This is not a valid check-in code." : "ഇത് ശരിയായ ഹാജർ കോഡ് അല്ല.",
    );

    const list = await request.get(`/api/sub_admin/check-in/${s.workId}/`, {
      headers: bearer(s.captain.token),
    });
    const arrivals: { user: number; method: string }[] = await list.json();
    expect(arrivals.map((a) => [a.user, a.method]).sort()).toEqual(
      [
        [boy.user.id, "code"],
        [other.user.id, "hand"],
      ].sort(),
    );
  });
}

test("offline roll call: check-ins, a rating and a wage made with no signal are sent once each when it returns", async ({
  page,
  request,
  context,
}) => {
  const s = await seed(request, 2);
  const [boy1, boy2] = s.crew;
  if (!boy1 || !boy2) throw new Error("crew");
  // boy2 is rated while online, so his wage can be drafted offline.
  const rated = await request.post("/api/sub_admin/rate-boy/", {
    headers: bearer(s.captain.token),
    data: {
      work: s.workId,
      user: boy2.user.id,
      pant: true,
      shoe: true,
      timing: true,
      neatness: true,
      performance: true,
    },
  });
  expect(rated.status(), await rated.text()).toBe(201);

  // Count every write the server receives from the page.
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/sub_admin/"))
      posts.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await signInBrowser(page, "subadmin", s.captain);
  const crew = await openCrew(page, s.venue);
  const row1 = crew.getByRole("listitem", { name: boy1.user.user_name });
  const row2 = crew.getByRole("listitem", { name: boy2.user.user_name });
  await expect(row1.getByRole("button", { name: `Mark ${boy1.user.user_name} arrived` })).toBeVisible();
  await expect(row2.getByRole("button", { name: "Add Wage" })).toBeVisible();

  await context.setOffline(true);
  await row1.getByRole("button", { name: `Mark ${boy1.user.user_name} arrived` }).click();
  await expect(row1.getByText("Arrival waiting to send")).toBeVisible();
  await row2.getByRole("button", { name: `Mark ${boy2.user.user_name} arrived` }).click();
  await expect(row2.getByText("Arrival waiting to send")).toBeVisible();

  // A rating for boy1.
  await row1.getByRole("button", { name: "Rate User" }).click();
  const rating = page.getByRole("dialog", { name: "Rate User" });
  for (const mark of ["Pant", "Shoe", "Timing", "Neatness", "Performance"]) {
    await rating.getByRole("group", { name: mark }).getByText("Good").click();
  }
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  // A wage draft for boy2.
  const crewAgain = page.getByRole("dialog", { name: "Assigned Boys" });
  await crewAgain
    .getByRole("listitem", { name: boy2.user.user_name })
    .getByRole("button", { name: "Add Wage" })
    .click();
  const wage = page.getByRole("dialog", { name: "Add Wage" });
  await wage.getByLabel("Bonus").fill("25");
  await wage.getByRole("button", { name: "Save Wage" }).click();

  const waiting = page.getByRole("region", { name: "Waiting to send" }).first();
  await expect(waiting).toContainText("No signal: 4 saved on this phone, waiting to send");
  expect(posts).toEqual([]);

  // Reload while offline is not possible; the writes survive in IndexedDB. Signal returns:
  await context.setOffline(false);
  await expect(page.getByRole("region", { name: "Waiting to send" })).toHaveCount(0, { timeout: 15_000 });
  expect(posts).toEqual([
    "POST /api/sub_admin/check-in/",
    "POST /api/sub_admin/check-in/",
    "POST /api/sub_admin/rate-boy/",
    "PATCH /api/sub_admin/boy-wage/edit/",
  ]);

  // The server got each exactly once.
  const arrivals = await (
    await request.get(`/api/sub_admin/check-in/${s.workId}/`, { headers: bearer(s.captain.token) })
  ).json();
  expect(arrivals).toHaveLength(2);
  const rw = await (
    await request.get(`/api/sub_admin/work/${s.workId}/ratings-wages/`, { headers: bearer(s.captain.token) })
  ).json();
  expect(rw.ratings.map((r: { user: number }) => r.user).sort()).toEqual([boy1.user.id, boy2.user.id].sort());
  expect(rw.wages).toHaveLength(1);
  expect(rw.wages[0].user).toBe(boy2.user.id);
  expect(rw.wages[0].bonus).toBe("25.00");
  const crewNow = page.getByRole("dialog", { name: "Assigned Boys" });
  await expect(
    crewNow.getByRole("listitem", { name: boy1.user.user_name }).getByText(/Arrived \d/),
  ).toBeVisible();
});
