import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { adminSession, bearer, createActor, expect, signInBrowser, test, uniqueMobile } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The daily jobs without friction: an empty rating, mobile numbers as typed, past dates on Add
 * Work, double taps and the QR scanner, and counts that agree, at the sizes where they were found.
 */
test.describe.configure({ timeout: 90_000 });

const run = Date.now() % 100_000;
let seq = 0;
const kolkataDay = (days = 0) => {
  const d = new Date(
    `${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())}T00:00:00Z`,
  );
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;

/** A work on `date` with `boys` boys and one captain assigned (the captain returned signed in). */
async function crewedWork(request: APIRequestContext, boys: number, date = kolkataDay()) {
  const admin = await adminSession(request);
  const auth = bearer(admin.tokens.access);
  seq += 1;
  const venue = `Daily Hall ${run}-${seq}`;
  const workId = await createWorkApi(request, admin.tokens.access, {
    Auditorium_name: venue,
    place: "Ottapalam",
    date,
    no_of_boys_needed: boys,
  });
  const crew = [];
  for (let i = 0; i < boys; i++)
    crew.push(await createActor(request, "boys", { user_name: `Manu ${run}-${seq}-${i + 1}` }));
  const captain = await createActor(request, "subadmin", { user_name: `Captain ${run}-${seq}` });
  for (const [role_type, ids] of [
    ["boys", crew.map((c) => c.user.id)],
    ["subadmin", [captain.user.id]],
  ] as const) {
    const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: auth,
      data: { work_id: workId, role_type, user_ids: ids },
    });
    expect(a.ok(), await a.text()).toBe(true);
  }
  return { workId, venue, crew, captain, auth };
}

/** The captain's Catering Works with the work's crew sheet open. */
async function openCrew(page: Page, venue: string) {
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox").fill(venue);
  const card = page.getByRole("listitem").filter({ hasText: venue });
  await card
    .getByRole("button")
    .filter({ hasText: /Rate and pay wages|റേറ്റിംഗും കൂലിയും/ })
    .first()
    .click();
  return { card, sheet: page.getByRole("dialog") };
}

test.describe("at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: an empty rating is not saved; the sheet names the marks still to choose`, async ({
      page,
      request,
    }) => {
      const s = await crewedWork(request, 1);
      await useLanguage(page, lang);
      await signInBrowser(page, "subadmin", s.captain);
      const { sheet } = await openCrew(page, s.venue);
      const row = sheet.getByRole("listitem", { name: s.crew[0]?.user.user_name });
      await row.getByRole("button", { name: lang === "en" ? "Rate User" : "റേറ്റ് ചെയ്യുക" }).click();
      const rating = page.getByRole("dialog").last();
      await rating.getByRole("button", { name: lang === "en" ? "Submit Rating" : /സമർപ്പിക്കുക|സേവ്/ }).click();
      await expect(
        rating.getByText(
          lang === "en"
            ? "Choose good or poor for: Pant, Shoe, Timing, Neatness, Performance"
            : /ഇവയ്ക്ക് നല്ലത് അല്ലെങ്കിൽ മോശം തിരഞ്ഞെടുക്കുക:/,
        ),
      ).toBeVisible();
      const rw = await request.get(`/api/sub_admin/work/${s.workId}/ratings-wages/`, { headers: s.auth });
      expect((await rw.json()).ratings).toHaveLength(0);
    });
  }

  test("the crew sheet reads 3/3 assigned like the card when a captain is on the crew", async ({
    page,
    request,
  }) => {
    const s = await crewedWork(request, 3, kolkataDay(2));
    await signInBrowser(page, "subadmin", s.captain);
    const { card, sheet } = await openCrew(page, s.venue);
    await expect(card.getByText("3 assigned / 3 needed").first()).toBeVisible();
    const tally = sheet.getByTestId("crew-tally");
    await expect(tally.getByText("3 assigned / 3 needed")).toBeVisible();
    await expect(tally.getByText("4 assigned", { exact: false })).toHaveCount(0);
  });

  test("registration keeps '+91 94460 55555' whole and the worker signs in with its 10 digits", async ({
    page,
    request,
  }) => {
    const digits = uniqueMobile();
    const typed = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    await page.goto("/user/register");
    await page.getByLabel("Full Name").fill(`Arjun ${run}`);
    await page.getByLabel("Mobile Number").pressSequentially(typed);
    await expect(page.getByLabel("Mobile Number")).toHaveValue(typed);
    await page.getByLabel("Role").selectOption("boys");
    await page.getByLabel("Employment Type").selectOption("part_time");
    await page.getByLabel("Password", { exact: true }).fill("arjun-pass");
    await page.getByLabel("Confirm Password").fill("arjun-pass");
    await page.getByLabel("Address").fill("House 12, Temple Road");
    await page.getByLabel("District").selectOption("palakkad");
    await page.getByLabel("Place").fill("Cherpulassery");
    await page.getByLabel("Date of Birth").fill("1995-05-05");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(/CK\d{5}/).first()).toBeVisible();
    const admin = await adminSession(request);
    const found = await request.get(`/api/users/users/search/?search=${digits}`, {
      headers: bearer(admin.tokens.access),
    });
    expect(JSON.stringify(await found.json())).toContain(`"mobile_number":"${digits}"`);
    const signin = await request.post("/api/users/signin/", {
      data: { identifier: `0${digits.slice(0, 5)} ${digits.slice(5)}`, password: "arjun-pass" },
    });
    expect(signin.status(), await signin.text()).toBe(200);
  });

  test("a rating made after the check-in shows the check-in time as the arrival time", async ({
    page,
    request,
  }) => {
    const s = await crewedWork(request, 1);
    const boy = s.crew[0];
    if (!boy) throw new Error("no crew");
    await signInBrowser(page, "subadmin", s.captain);
    const { sheet } = await openCrew(page, s.venue);
    await sheet.getByRole("button", { name: `Mark ${boy.user.user_name} arrived` }).click();
    await expect(sheet.getByText(/Arrived \d/).first()).toBeVisible();
    const row = sheet.getByRole("listitem", { name: boy.user.user_name });
    await row.getByRole("button", { name: "Rate User" }).click();
    const rating = page.getByRole("dialog", { name: "Rate User" });
    for (const mark of ["Pant", "Shoe", "Timing", "Neatness", "Performance"])
      await rating.getByRole("group", { name: mark }).getByText("Good").click();
    await rating.getByRole("button", { name: "Submit Rating" }).click();
    await expect(page.getByText("Rating submitted successfully").first()).toBeVisible();
    const arrivals = await (
      await request.get(`/api/sub_admin/check-in/${s.workId}/`, { headers: bearer(s.captain.token) })
    ).json();
    const clock = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(arrivals[0].arrived_at));
    const seen = await request.get(`/api/admin_panel/boy-rating/${boy.user.id}/${s.workId}/`, {
      headers: bearer(boy.token),
    });
    expect(JSON.stringify(await seen.json())).toContain(clock);
  });

  test("a double tap on Request sends one request and never shows 'already applied'", async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    seq += 1;
    const venue = `Request Hall ${run}-${seq}`;
    const work = {
      Auditorium_name: venue,
      place: "Ottapalam",
      date: kolkataDay(5),
      work_type: "lunch",
      no_of_boys_needed: 3,
    };
    const workId = await createWorkApi(request, admin.tokens.access, work, { publish: true });
    const worker = await createActor(request, "boys", { district: "palakkad", place: "Ottapalam" });
    let posts = 0;
    // The first request takes its time on the way, as on a slow phone signal.
    await page.route("**/api/users/work-request/create/", async (route) => {
      posts += 1;
      await new Promise((go) => setTimeout(go, 800));
      await route.continue();
    });
    await signInBrowser(page, "user", worker);
    await page.goto(`/user/work-details/${workId}`);
    const send = page.getByRole("button", { name: `Send Work Request: ${venue}` });
    await send.dblclick();
    await send.click({ force: true }).catch(() => undefined);
    await expect(page.getByText("Work request sent successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Already Requested" })).toBeDisabled();
    await expect(page.getByText("You have already applied for this work!")).toHaveCount(0);
    expect(posts).toBe(1);
    const mine = await request.get("/api/users/work-request/list/", { headers: bearer(worker.token) });
    expect(
      ((await mine.json()) as { work_detail: { id: number } }[]).filter((e) => e.work_detail.id === workId),
    ).toHaveLength(1);
  });
});

test("Add Work refuses a date three weeks ago; today is accepted (admin at 1366 px)", async ({
  page,
  admin: _admin,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/works");
  await page.getByRole("button", { name: "Add Work" }).first().click();
  const form = page.getByRole("dialog", { name: "Add Work" });
  const hall = `Past Hall ${run}`;
  await form.getByLabel("Auditorium name").fill(hall);
  await form.getByLabel("Customer name").fill("Ravi Kumar");
  await form.getByLabel("Customer mobile").fill("98470 12345");
  await form.getByLabel("Address").fill("Temple Road");
  await form.getByLabel("Place").fill("Cherpulassery");
  await form.getByLabel("District").selectOption("palakkad");
  await form.getByLabel("Date").fill(kolkataDay(-21));
  await form.getByLabel("Reporting time").fill("09:30");
  await form.getByLabel("Meal").selectOption("lunch");
  await form.getByLabel("Occasion").selectOption("wedding");
  await form.getByLabel("Boys needed", { exact: true }).fill("1");
  await form.getByLabel("Attendees").fill("250");
  await form.getByLabel("Payment amount (₹)").fill("15000");
  await form.getByRole("button", { name: "Create Work" }).click();
  await expect(form.getByText("This date has already passed. Choose today or a later date.")).toBeVisible();
  await form.getByLabel("Date").fill(kolkataDay());
  await form.getByRole("button", { name: "Create Work" }).click();
  await expect(form).toBeHidden();
  await page.getByLabel("Search works").fill(hall);
  await expect(page.getByText(hall).first()).toBeVisible();
});
