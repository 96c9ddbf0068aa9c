import type { APIRequestContext } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import {
  adminSession,
  bearer,
  createActor,
  expect,
  settleModalHistory,
  signInBrowser,
  test,
} from "./fixtures";
import { useLanguage } from "./language";

/**
 * The daily jobs without friction, second part: pay before requesting, a dashboard
 * that leads somewhere, the captain's works, layout, assigning a crew, registration errors,
 * expenses and works near me, at the sizes where they were found.
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
const DESK = { viewport: { width: 1366, height: 800 } } as const;

async function adminAuth(request: APIRequestContext) {
  return bearer((await adminSession(request)).tokens.access);
}

/** A work created by the admin (published unless told otherwise). */
async function makeWork(
  request: APIRequestContext,
  over: Record<string, unknown> = {},
  publish = true,
): Promise<{ id: number; venue: string }> {
  const { tokens } = await adminSession(request);
  seq += 1;
  const venue = `Pay Hall ${run}-${seq}`;
  const id = await createWorkApi(
    request,
    tokens.access,
    {
      Auditorium_name: venue,
      customer_name: "Anil",
      place: "Ottapalam",
      date: kolkataDay(3),
      no_of_boys_needed: 4,
      attendees: 200,
      payment_amount: "20000",
      ...over,
    },
    { publish },
  );
  return { id, venue };
}

async function setFare(request: APIRequestContext, fareType: string, amount: string) {
  const res = await request.put(`/api/admin_panel/base-fares/update/${fareType}/`, {
    headers: await adminAuth(request),
    data: { fare_type: fareType, amount },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe("worker at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: home cards and the work details show the pay for the worker's role before requesting`, async ({
      page,
      request,
    }) => {
      await setFare(request, "boys", "550");
      await setFare(request, "head_boy", "700");
      const work = await makeWork(request);
      const boy = await createActor(request, "boys");
      await useLanguage(page, lang);
      await signInBrowser(page, "user", boy);
      await page.goto("/user/home");
      const card = page.getByRole("listitem").filter({ hasText: work.venue });
      const pay = lang === "en" ? "Pay: ₹550 + extras" : "കൂലി: ₹550 + അധിക തുക";
      await expect(card.getByText(pay)).toBeVisible();
      await expect(card.getByText(/700/)).toHaveCount(0);
      const box = await card.getByText(pay).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);

      await page.goto(`/user/work-details/${work.id}`);
      await expect(page.getByText(pay)).toBeVisible();

      const head = await createActor(request, "head_boy");
      const other = await page.context().newPage();
      await useLanguage(other, lang);
      await signInBrowser(other, "user", head);
      await other.goto(`/user/work-details/${work.id}`);
      await expect(
        other.getByText(lang === "en" ? "Pay: ₹700 + extras" : "കൂലി: ₹700 + അധിക തുക"),
      ).toBeVisible();
    });
  }
});

/** A work today with `boys` boys assigned; the first one checked in by hand by the admin. */
async function todayCrew(request: APIRequestContext, boys: number) {
  const auth = await adminAuth(request);
  const work = await makeWork(request, { date: kolkataDay(0), reporting_time: "07:30" }, false);
  const crew = [];
  for (let i = 0; i < boys; i++)
    crew.push(await createActor(request, "boys", { user_name: `Biju ${run}-${seq}-${i + 1}` }));
  const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: work.id, role_type: "boys", user_ids: crew.map((c) => c.user.id) },
  });
  expect(a.ok(), await a.text()).toBe(true);
  const first = crew[0];
  if (first) {
    const c = await request.post("/api/sub_admin/check-in/", {
      headers: auth,
      data: { work: work.id, user: first.user.id },
    });
    expect(c.ok(), await c.text()).toBe(true);
  }
  return { ...work, crew, auth };
}

test.describe("admin at 1366 px", () => {
  test.use(DESK);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: the dashboard's counts lead to unpaid wages and requests, and Today shows crews and check-ins`, async ({
      page,
      request,
    }) => {
      const today = await todayCrew(request, 2);
      // A request to join an upcoming work.
      const later = await makeWork(request, { date: kolkataDay(5) });
      const asker = await createActor(request, "boys", { user_name: `Asker ${run}-${seq}` });
      const req = await request.post("/api/users/work-request/create/", {
        headers: bearer(asker.token),
        data: { work: later.id },
      });
      expect(req.status(), await req.text()).toBe(201);
      // An unpaid wage on a past work.
      const past = await makeWork(request, { date: kolkataDay(-2), already_happened: true }, false);
      const paidLater = await createActor(request, "boys", { user_name: `Unpaid ${run}-${seq}` });
      const asg = await request.post("/api/admin_panel/assign/head-boy-captain/", {
        headers: today.auth,
        data: { work_id: past.id, role_type: "boys", user_ids: [paidLater.user.id] },
      });
      expect(asg.ok(), await asg.text()).toBe(true);
      const marks = { pant: true, shoe: true, timing: true, neatness: true, performance: true };
      const r = await request.post("/api/sub_admin/rate-boy/", {
        headers: today.auth,
        data: { user: paidLater.user.id, work: past.id, ...marks },
      });
      expect(r.ok(), await r.text()).toBe(true);
      const w = await request.patch("/api/sub_admin/boy-wage/edit/", {
        headers: today.auth,
        data: { user: paidLater.user.id, work: past.id, travel_allowance: "100", payment_status: "not_paid" },
      });
      expect(w.ok(), await w.text()).toBe(true);

      await useLanguage(page, lang);
      const admin = await adminSession(request);
      await signInBrowser(page, "admin", admin);
      await page.goto("/admin/dashboard");

      const crewList = page.getByRole("list", {
        name: lang === "en" ? `Crew of ${today.venue}` : `ടീം: ${today.venue}`,
      });
      const [first, second] = today.crew;
      await expect(
        crewList.getByRole("listitem").filter({ hasText: first?.user.user_name ?? "" }),
      ).toContainText(lang === "en" ? "checked in" : "ഹാജരായി");
      await expect(
        crewList.getByRole("listitem").filter({ hasText: second?.user.user_name ?? "" }),
      ).toContainText(lang === "en" ? "not checked in" : "ഹാജരായിട്ടില്ല");
      await expect(crewList.getByRole("listitem").first()).toContainText(first?.user.user_id ?? "");

      await page
        .getByRole("link", { name: lang === "en" ? /wages? unpaid/ : /കൂലി നൽകാനുണ്ട്/ })
        .first()
        .click();
      await expect(page).toHaveURL(/#unpaid-wages$/);
      // The count's link opens the whole list, its count in the heading.
      const unpaidHeading = page.getByRole("heading", {
        name: lang === "en" ? /^Works with unpaid wages \(\d+\)$/ : /^കൂലി നൽകാനുള്ള ജോലികൾ \(\d+\)$/,
      });
      await expect(unpaidHeading).toBeFocused();
      await expect(unpaidHeading).toBeInViewport();
      const unpaidRow = page
        .getByRole("list", { name: lang === "en" ? "Works with unpaid wages" : "കൂലി നൽകാനുള്ള ജോലികൾ" })
        .getByRole("listitem")
        .filter({ hasText: past.venue });
      await expect(unpaidRow).toBeVisible();

      await page.goto("/admin/dashboard");
      await page
        .getByRole("link", { name: lang === "en" ? /requests? to join/ : /ജോലി(ക്ക്|കൾക്ക്) \d+ അപേക്ഷ/ })
        .first()
        .click();
      await expect(page).toHaveURL(/#join-requests$/);
      const reqRow = page
        .getByRole("list", { name: lang === "en" ? "Requests to join works" : "ജോലികൾക്കുള്ള അപേക്ഷകൾ" })
        .getByRole("listitem")
        .filter({ hasText: asker.user.user_name });
      await expect(reqRow).toContainText(later.venue);
      await reqRow.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/admin/works\\?work=${later.id}$`));
      await expect(page.getByRole("dialog")).toContainText(asker.user.user_name);

      await page.goto("/admin/dashboard?all=unpaid-wages");
      await unpaidRow.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/admin/works\\?work=${past.id}$`));
    });
  }
});

test.describe("captain at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: "Open work" opens that work by id, and check-in, rating, wages and expenses are named actions`, async ({
      page,
      request,
    }) => {
      const auth = await adminAuth(request);
      const venue = `Twin Hall ${run}-${lang}`;
      const first = await makeWork(request, { Auditorium_name: venue, date: kolkataDay(0) }, false);
      const second = await makeWork(request, { Auditorium_name: venue, date: kolkataDay(1) }, false);
      const captain = await createActor(request, "subadmin", { user_name: `Captain ${run}-${lang}` });
      const boy = await createActor(request, "boys", { user_name: `Shibu ${run}-${lang}` });
      for (const id of [first.id, second.id]) {
        const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
          headers: auth,
          data: { work_id: id, role_type: "subadmin", user_ids: [captain.user.id] },
        });
        expect(a.ok(), await a.text()).toBe(true);
      }
      const b = await request.post("/api/admin_panel/assign/head-boy-captain/", {
        headers: auth,
        data: { work_id: first.id, role_type: "boys", user_ids: [boy.user.id] },
      });
      expect(b.ok(), await b.text()).toBe(true);

      await useLanguage(page, lang);
      await signInBrowser(page, "subadmin", captain);
      await page.goto("/subadmin/sub-dashboard");
      const mine = page.getByRole("list", { name: lang === "en" ? "My works" : /എന്റെ ജോലികൾ/ });
      await mine
        .getByRole("listitem")
        .first()
        .getByRole("link", { name: lang === "en" ? /^Open / : /തുറക്കുക/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/subadmin/catering-works\\?work=${first.id}$`));
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(`#${first.id}`);

      const names =
        lang === "en"
          ? ["Check in the crew", "Rate and pay wages", "Expenses"]
          : ["ടീമിന്റെ ഹാജർ", "റേറ്റിംഗും കൂലിയും", "ചെലവുകൾ"];
      for (const name of names) {
        const button = cards.first().getByRole("button", { name });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      }
      await expect(cards.first().getByRole("button", { name: /Boys Needed/ })).toHaveCount(0);
      await cards.first().getByRole("button", { name: names[0] }).click();
      const crew = page.getByRole("dialog");
      await expect(crew.getByRole("listitem", { name: boy.user.user_name })).toBeVisible();
      await page.keyboard.press("Escape");

      await page
        .getByRole("button", { name: lang === "en" ? "Show all works" : "എല്ലാ ജോലികളും കാണിക്കുക" })
        .click();
      await expect(page.getByRole("article").filter({ hasText: `#${second.id}` })).toBeVisible();
    });
  }
});

test.describe("layout", () => {
  test.describe("worker at 360 px", () => {
    test.use(PHONE);

    for (const lang of ["en", "ml"] as const) {
      test(`${lang}: the notification panel stays on screen, nav labels keep to one line, worker tap targets are 44 px`, async ({
        page,
        request,
      }) => {
        const auth = await adminAuth(request);
        const boy = await createActor(request, "boys", { user_name: `Rahul ${run}-${lang}` });
        const captain = await createActor(request, "subadmin", { user_name: `Cap ${run}-${lang}` });
        const work = await makeWork(request, { date: kolkataDay(2) });
        for (const [role_type, id] of [
          ["boys", boy.user.id],
          ["subadmin", captain.user.id],
        ] as const) {
          const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
            headers: auth,
            data: { work_id: work.id, role_type, user_ids: [id] },
          });
          expect(a.ok(), await a.text()).toBe(true);
        }
        await useLanguage(page, lang);
        await signInBrowser(page, "user", boy);
        await page.goto("/user/home");

        // Every nav label on one line.
        const nav = page.getByRole("banner").getByRole("navigation");
        for (const link of await nav.getByRole("link").all()) {
          const label = link.locator("span");
          const box = await label.boundingBox();
          const lineHeight = await label.evaluate(
            (el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20,
          );
          expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
        }

        // The notification panel, whole, inside the 360 px screen.
        await page
          .getByRole("button", { name: lang === "en" ? /Notifications/ : /അറിയിപ്പുകൾ/ })
          .first()
          .click();
        const panel = page.getByRole("region", {
          name: lang === "en" ? "Notifications" : "അറിയിപ്പുകൾ",
          exact: true,
        });
        await expect(panel).toBeVisible();
        const pb = await panel.boundingBox();
        expect(pb?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((pb?.x ?? 0) + (pb?.width ?? 999)).toBeLessThanOrEqual(360);
        await page.keyboard.press("Escape");

        // "My next jobs": the venue, the place (map), the captain's phone and WhatsApp links.
        const job = page.getByRole("listitem").filter({ hasText: work.venue }).first();
        await expect(job).toBeVisible();
        await expect(job.getByRole("link")).toHaveCount(4);
        for (const link of await job.getByRole("link").all()) {
          const box = await link.boundingBox();
          expect(box?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(44);
        }
        await page.goto("/user/my-works");
        const refresh = page.getByRole("button", { name: lang === "en" ? "Refresh" : /പുതുക്കുക/ });
        expect((await refresh.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      });
    }

    test("ml: the employment-type select shows its whole text at 360 px", async ({ page }) => {
      await useLanguage(page, "ml");
      await page.goto("/user/register");
      const select = page.getByLabel("തൊഴിൽ രീതി");
      await expect(select).toBeVisible();
      const fits = await select.evaluate((el) => {
        const s = el as HTMLSelectElement;
        const style = getComputedStyle(s);
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return false;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = s.options[s.selectedIndex]?.text ?? "";
        const room =
          s.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return canvas.measureText(text).width <= room;
      });
      expect(fits).toBe(true);
    });
  });

  test.describe("admin at 1366 px", () => {
    test.use(DESK);

    for (const lang of ["en", "ml"] as const) {
      test(`${lang}: analytics figures stand apart, Profit/Loss on one line, and the work-type chart names Break Fast`, async ({
        page,
        request,
      }) => {
        const auth = await adminAuth(request);
        for (const work_type of [
          "Break_Fast",
          "lunch",
          "dinner",
          "wedding",
          "birthday",
          "corporate",
          "party",
        ]) {
          const w = await makeWork(
            request,
            { work_type, date: kolkataDay(-4), already_happened: true },
            false,
          );
          const done = await request.patch(`/api/sub_admin/catering-work/${w.id}/update/`, {
            headers: auth,
            data: { status: "completed" },
          });
          expect(done.ok(), await done.text()).toBe(true);
        }
        await useLanguage(page, lang);
        await signInBrowser(page, "admin", await adminSession(request));
        await page.goto("/admin/work-analytics");
        const card = page.getByRole("article").first();
        await expect(card).toBeVisible();
        const figures = await card.locator("dl > div").all();
        const boxes = [];
        for (const f of figures) {
          const dd = await f.locator("dd").boundingBox();
          const cell = await f.boundingBox();
          expect(dd && cell && dd.x + dd.width <= cell.x + cell.width + 0.5).toBe(true);
          boxes.push(dd);
        }
        const dt = card.locator("dl > div dt").last();
        const lineHeight = await dt.evaluate(
          (el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 16,
        );
        expect((await dt.boundingBox())?.height ?? 99).toBeLessThan(lineHeight * 1.5);

        await page.getByRole("button", { name: lang === "en" ? "Overview" : "അവലോകനം" }).click();
        const ticks = page.locator("figure svg text");
        await expect(
          ticks.filter({ hasText: lang === "en" ? "Break Fast" : "ബ്രേക്ക്ഫാസ്റ്റ്" }).first(),
        ).toBeVisible();
        // The chart groups by meal (an occasion sent as the type sets the occasion, record 069).
        await expect(ticks.filter({ hasText: lang === "en" ? "Dinner" : "ഡിന്നർ" }).first()).toBeVisible();
      });
    }
  });
});

test.describe("assigning a crew at 1366 px", () => {
  test.use(DESK);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: ticks are kept per role tab with a total; each person shows rating, no-shows, request and place`, async ({
      page,
      request,
    }) => {
      const auth = await adminAuth(request);
      const work = await makeWork(request, { date: kolkataDay(6) });
      const name = `Manu ${run}-${lang}`;
      const asker = await createActor(request, "boys", { user_name: name, place: "Shoranur" });
      const rated = await createActor(request, "boys", { user_name: name, place: "Pattambi" });
      const head = await createActor(request, "head_boy", {
        user_name: `Head ${run}-${lang}`,
        place: "Vaniyamkulam",
      });
      const req = await request.post("/api/users/work-request/create/", {
        headers: bearer(asker.token),
        data: { work: work.id },
      });
      expect(req.status(), await req.text()).toBe(201);
      const past = await makeWork(request, { date: kolkataDay(-3), already_happened: true }, false);
      const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
        headers: auth,
        data: { work_id: past.id, role_type: "boys", user_ids: [rated.user.id] },
      });
      expect(a.ok(), await a.text()).toBe(true);
      const r = await request.post("/api/sub_admin/rate-boy/", {
        headers: auth,
        data: {
          user: rated.user.id,
          work: past.id,
          pant: true,
          shoe: true,
          timing: true,
          neatness: true,
          performance: true,
        },
      });
      expect(r.ok(), await r.text()).toBe(true);

      const en = lang === "en";
      await useLanguage(page, lang);
      await signInBrowser(page, "admin", await adminSession(request));
      await page.goto(`/admin/works?work=${work.id}`);
      await page.getByRole("button", { name: en ? "Assign Users" : "ജീവനക്കാരെ നിയോഗിക്കുക" }).click();
      const modal = page.getByRole("dialog", { name: en ? "Assign Users" : "ജീവനക്കാരെ നിയോഗിക്കുക" });
      await modal.getByLabel(en ? "Search users" : "ഉപയോക്താക്കളെ തിരയുക").fill(name);
      const rows = modal.getByRole("listitem").filter({ hasText: name });
      await expect(rows).toHaveCount(2);
      const askerRow = rows.filter({ hasText: asker.user.user_id });
      const ratedRow = rows.filter({ hasText: rated.user.user_id });
      await expect(askerRow).toContainText("Shoranur");
      await expect(askerRow).toContainText(en ? "Requested this work" : "ഈ ജോലിക്ക് അപേക്ഷിച്ചു");
      await expect(askerRow).toContainText(en ? "Not rated yet" : "ഇതുവരെ റേറ്റിംഗ് ഇല്ല");
      await expect(askerRow).toContainText(en ? "No no-shows" : "വരാതിരിക്കൽ ഇല്ല");
      await expect(ratedRow).toContainText("Pattambi");
      await expect(ratedRow).toContainText(en ? "★ 5 of 5 (1 rating)" : "★ 5-ൽ 5 (1 റേറ്റിംഗ്)");
      await expect(ratedRow).not.toContainText(en ? "Requested this work" : "ഈ ജോലിക്ക് അപേക്ഷിച്ചു");

      await askerRow.getByRole("checkbox").check();
      await ratedRow.getByRole("checkbox").check();
      await modal.getByRole("tab", { name: en ? /Head Boys/ : /ഹെഡ് ബോയ്സ്/ }).click();
      await modal.getByLabel(en ? "Search users" : "ഉപയോക്താക്കളെ തിരയുക").fill(head.user.user_name);
      await modal.getByRole("checkbox", { name: new RegExp(head.user.user_name) }).check();
      await modal.getByRole("tab", { name: en ? /^Boys/ : /^ബോയ്സ്/ }).click();
      await modal.getByLabel(en ? "Search users" : "ഉപയോക്താക്കളെ തിരയുക").fill(name);
      await expect(askerRow.getByRole("checkbox")).toBeChecked();
      await expect(ratedRow.getByRole("checkbox")).toBeChecked();
      await expect(modal.getByText(en ? /3 in all/ : /ആകെ 3/)).toBeVisible();
      await modal.getByRole("button", { name: en ? "Assign (3)" : "നിയോഗിക്കുക (3)" }).click();
      await expect(modal).toBeHidden();
      const assigned = page.getByRole("list", { name: en ? "Assigned users" : "ടീമിലുള്ള ജീവനക്കാർ" });
      await expect(assigned.getByText(head.user.user_name)).toBeVisible();
      await expect(assigned.getByText(name)).toHaveCount(2);
    });
  }
});

test.describe("registration at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    const L =
      lang === "en"
        ? {
            name: "Full Name",
            mobile: "Mobile Number",
            place: "Place",
            address: "Address",
            password: "Password",
            create: "Create Account",
            license: "Has License",
            image: "License Image",
            tooBig: "This photo is larger than 5 MB. Choose a smaller photo.",
          }
        : {
            name: "മുഴുവൻ പേര്",
            mobile: "മൊബൈൽ നമ്പർ",
            place: "സ്ഥലം",
            address: "വിലാസം",
            password: "പാസ്‌വേഡ്",
            create: "രജിസ്റ്റർ ചെയ്യുക",
            license: "ലൈസൻസ് ഉണ്ട്",
            image: "ലൈസൻസിന്റെ ചിത്രം",
            tooBig: "ഈ ഫോട്ടോ 5 MB-യിൽ കൂടുതലാണ്. ചെറിയ ഫോട്ടോ തിരഞ്ഞെടുക്കുക.",
          };
    test(`${lang}: the first error is scrolled to and focused, a 6 MB photo is refused on the phone, typed values survive a reload but the password does not`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.goto("/user/register");
      // Everything but the name: the name (the first field) is the first error.
      await page.getByLabel(L.place).fill("Cherpulassery");
      await page.getByLabel(L.address).fill("House 12, Temple Road");
      await page.getByLabel(L.password, { exact: true }).fill("secret-pass");
      await page.getByLabel(L.mobile).fill("98470 12345");
      await page.getByLabel(L.license).check();
      const uploads: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/")) uploads.push(r.url());
      });
      await page.getByLabel(L.image).setInputFiles({
        name: "licence.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
      });
      await expect(page.getByText(L.tooBig)).toBeVisible();

      await page.getByRole("button", { name: L.create, exact: true }).click();
      const name = page.getByLabel(L.name);
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      expect(uploads).toEqual([]);

      await page.reload();
      await expect(page.getByLabel(L.place)).toHaveValue("Cherpulassery");
      await expect(page.getByLabel(L.address)).toHaveValue("House 12, Temple Road");
      await expect(page.getByLabel(L.mobile)).toHaveValue("98470 12345");
      await expect(page.getByLabel(L.password, { exact: true })).toHaveValue("");
      const kept = await page.evaluate(() => sessionStorage.getItem("catercrew.register-draft") ?? "");
      expect(kept).not.toContain("secret-pass");
    });
  }
});

test.describe("expenses at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: closing the expenses sheet with an unsaved draft asks first; keeping it saves nothing lost`, async ({
      page,
      request,
    }) => {
      const auth = await adminAuth(request);
      const work = await makeWork(request, { date: kolkataDay(0) }, false);
      const captain = await createActor(request, "subadmin", { user_name: `Exp ${run}-${lang}` });
      const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
        headers: auth,
        data: { work_id: work.id, role_type: "subadmin", user_ids: [captain.user.id] },
      });
      expect(a.ok(), await a.text()).toBe(true);
      const en = lang === "en";
      await useLanguage(page, lang);
      await signInBrowser(page, "subadmin", captain);
      await page.goto(`/subadmin/catering-works?work=${work.id}`);
      await page.getByRole("button", { name: en ? "Expenses" : "ചെലവുകൾ", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: en ? "Work Expenses" : "ജോലിയുടെ ചെലവുകൾ" });
      await sheet.getByLabel(en ? "Expense type" : "ചെലവിന്റെ തരം").fill("Ice");
      await sheet.getByLabel(en ? "Amount" : "തുക").fill("120");
      await sheet.getByRole("button", { name: en ? "Add another expense" : "ഇനിയൊരു ചെലവ് ചേർക്കുക" }).click();

      // Cancel with the draft: the question names it; "no" keeps the sheet and the draft.
      const questions: string[] = [];
      page.once("dialog", (d) => {
        questions.push(d.message());
        void d.dismiss();
      });
      await sheet.getByRole("button", { name: en ? "Cancel" : "വേണ്ട" }).click();
      expect(questions[0]).toContain(en ? "1 expense is not saved yet" : "1 ചെലവ് ഇതുവരെ സേവ് ചെയ്തിട്ടില്ല");
      await expect(sheet).toBeVisible();
      await expect(
        sheet.getByRole("list", { name: en ? "Draft expenses" : "സേവ് ചെയ്യാനുള്ള ചെലവുകൾ" }),
      ).toContainText("120");

      // A row filled but not added counts: Save Expenses saves it with the draft.
      await sheet.getByLabel(en ? "Expense type" : "ചെലവിന്റെ തരം").fill("Tea");
      await sheet.getByLabel(en ? "Amount" : "തുക").fill("30");
      await sheet.getByRole("button", { name: en ? "Save Expenses" : "ചെലവുകൾ സേവ് ചെയ്യുക" }).click();
      const saved = sheet.getByRole("region", { name: en ? "Saved expenses" : "സേവ് ചെയ്ത ചെലവുകൾ" });
      await expect(saved).toContainText("Tea");
      await expect(saved).toContainText("₹150");
      await expect(sheet.getByLabel(en ? "Expense type" : "ചെലവിന്റെ തരം")).toHaveValue("");

      // Escape with a row half typed asks too; "yes" closes.
      await sheet.getByLabel(en ? "Expense type" : "ചെലവിന്റെ തരം").fill("Snacks");
      page.once("dialog", (d) => void d.accept());
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
    });
  }
});

test.describe("works near me at 360 px", () => {
  test.use(PHONE);

  for (const lang of ["en", "ml"] as const) {
    test(`${lang}: the worker's own district comes first, and a district filter is remembered on the phone`, async ({
      page,
      request,
    }) => {
      const far = await makeWork(request, { district: "palakkad", place: "Ottapalam", date: kolkataDay(2) });
      const near = await makeWork(request, {
        district: "thrissur",
        place: "Kunnamkulam",
        date: kolkataDay(5),
      });
      const boy = await createActor(request, "boys", { district: "thrissur", place: "Kunnamkulam" });
      const en = lang === "en";
      await useLanguage(page, lang);
      await signInBrowser(page, "user", boy);
      await page.goto("/user/home");
      const list = page.getByRole("list", { name: en ? "Available Works" : "ലഭ്യമായ ജോലികൾ" });
      // Once the worker's district is known, their district's works lead the list: the
      // Thrissur work (later date) comes before the Palakkad one (earlier), which may even fall
      // past the first screenful.
      await expect(list.getByRole("heading", { name: near.venue })).toBeVisible();
      await expect(page.getByLabel(en ? "District" : "ജില്ല", { exact: true })).toHaveValue("");
      const titles = await list.getByRole("heading").allInnerTexts();
      const farAt = titles.indexOf(far.venue);
      expect(farAt === -1 || farAt > titles.indexOf(near.venue)).toBe(true);

      const filter = page.getByLabel(en ? "District" : "ജില്ല", { exact: true });
      await filter.selectOption("palakkad");
      await expect(list.getByRole("listitem").filter({ hasText: near.venue })).toHaveCount(0);
      await expect(list.getByRole("listitem").filter({ hasText: far.venue })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(en ? "District" : "ജില്ല", { exact: true })).toHaveValue("palakkad");
      await expect(list.getByRole("listitem").filter({ hasText: near.venue })).toHaveCount(0);
      await page.getByLabel(en ? "District" : "ജില്ല", { exact: true }).selectOption("");
      await expect(list.getByRole("listitem").filter({ hasText: near.venue })).toBeVisible();
    });
  }
});

test.describe("Android back at 360 px", () => {
  test.use(PHONE);

  test("back closes an open sheet before it leaves the page, then leaves it", async ({ page, request }) => {
    const auth = await adminAuth(request);
    const work = await makeWork(request, { date: kolkataDay(1) }, false);
    const captain = await createActor(request, "subadmin", { user_name: `Back ${run}` });
    const a = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: auth,
      data: { work_id: work.id, role_type: "subadmin", user_ids: [captain.user.id] },
    });
    expect(a.ok(), await a.text()).toBe(true);
    await signInBrowser(page, "subadmin", captain);
    await page.goto("/subadmin/sub-dashboard");
    await page.goto(`/subadmin/catering-works?work=${work.id}`);
    await page.getByRole("button", { name: "Expenses", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Work Expenses" });
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/subadmin/catering-works\\?work=${work.id}$`));
    // Closed by its button, the sheet leaves no extra step behind: one back leaves the page.
    await page.getByRole("button", { name: "Expenses", exact: true }).click();
    await sheet.getByRole("button", { name: "Cancel" }).click();
    await expect(sheet).toBeHidden();
    // The sheet's own step back lands a moment after it is gone; a back before that would aim at
    // the same entry and the two would count as one.
    await settleModalHistory(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
  });
});
