import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { adminSession, bearer, expect, signInAs, test, uniqueMobile } from "./fixtures";
// `useLanguage` is a Playwright helper, not a React hook: renamed so the hook rules leave it alone.
import { expectNoEnglish, expectNothingCutOff, useLanguage as openInLanguage } from "./language";

/**
 * The sub-admin (captain) area in Malayalam on a 360 px phone: every screen and sheet the captain
 * uses on site, with no English word left and no text cut off. The data is created in Malayalam
 * (names, venue, place), so nothing needs an allow-list.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const PASSWORD = "captain-pass-1";
const run = Date.now() % 100_000;
let seq = 0;

interface Seeded {
  captain: { id: number; mobile: string };
  workId: number;
  venue: string;
  boys: { id: number; name: string }[];
}

async function createUser(request: APIRequestContext, token: string, role: string, name: string) {
  const mobile = uniqueMobile();
  const res = await request.post("/api/users/create-user/", {
    headers: bearer(token),
    data: { user_name: name, mobile_number: mobile, role, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user: { id: number } = (await res.json()).user;
  return { id: user.id, mobile, name };
}

/** A captain, a wedding with two boys assigned (the first one loads), and the fares the wage uses. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const token = (await adminSession(request)).tokens.access;
  const auth = bearer(token);
  for (const [fare_type, amount] of [
    ["boys", "500"],
    ["loading", "75"],
  ]) {
    const res = await request.put(`/api/admin_panel/base-fares/update/${fare_type}/`, {
      headers: auth,
      data: { fare_type, amount },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  seq += 1;
  const captain = await createUser(request, token, "subadmin", `ക്യാപ്റ്റൻ ${run}-${seq}`);
  const venue = `ശ്രീ ഹാൾ ${run}-${seq}`;
  const workId = await createWorkApi(request, token, {
    Auditorium_name: venue,
    customer_name: "അനിൽ കുമാർ",
    address: "മെയിൻ റോഡ്",
    place: "ചെർപ്പുളശ്ശേരി",
    // Rated and paid below: today (ratings and wages are refused before a work's day).
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
    reporting_time: "10:00", // shown as "രാവിലെ 10:00"
    no_of_boys_needed: 2,
    instructions: "കറുത്ത പാന്റ്",
  });
  const boys = [
    await createUser(request, token, "boys", `സുരേഷ് ${run}-${seq}`),
    await createUser(request, token, "boys", `രാജേഷ് ${run}-${seq}`),
  ];
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: auth,
    data: { work_id: workId, role_type: "boys", user_ids: boys.map((b) => b.id) },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  const extra = await request.put(`/api/admin_panel/assign-extra-work/${workId}/${boys[0]?.id}/`, {
    headers: auth,
    data: { is_loading: true, is_setting: false },
  });
  expect(extra.ok(), await extra.text()).toBe(true);
  return { captain, workId, venue, boys };
}

async function signIn(page: Page, request: APIRequestContext, s: Seeded) {
  await openInLanguage(page, "ml");
  await signInAs(page, request, "subadmin", s.captain.mobile, PASSWORD);
  await expect(page).toHaveURL(/\/subadmin\/sub-dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
}

/** The screen (or the open sheet over it) speaks only Malayalam and fits 360 px. */
async function expectMalayalamScreen(page: Page) {
  await expectNoEnglish(page);
  await expectNothingCutOff(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

async function openCard(page: Page, venue: string): Promise<Locator> {
  await page.goto("/subadmin/catering-works");
  await page.getByRole("searchbox", { name: "ജോലികൾ തിരയുക" }).fill(venue);
  const card = page.getByRole("article", { name: `ജോലി ${venue}` });
  await expect(card).toBeVisible();
  return card;
}

test("the sub-admin dashboard, its menu and a work's details in Malayalam", async ({ page, request }) => {
  const s = await seed(request);
  // Other tests' works (named in English) share this server: the list keeps this test's work.
  await page.route("**/api/admin_panel/catering/upcoming/", async (route) => {
    const res = await route.fetch();
    const works: { Auditorium_name: string }[] = await res.json();
    await route.fulfill({ response: res, json: works.filter((w) => w.Auditorium_name === s.venue) });
  });
  await signIn(page, request, s);
  await expect(page.getByRole("heading", { name: "ഡാഷ്ബോർഡ്" })).toBeVisible();
  await expect(page.getByText("ആകെ ഉപയോക്താക്കൾ")).toBeVisible();
  await expect(page.getByText("ക്യാപ്റ്റൻ", { exact: true }).first()).toBeVisible();
  await expectMalayalamScreen(page);

  const card = page.getByRole("heading", { name: s.venue }).locator("xpath=..");
  await card.getByRole("button", { name: "വിശദാംശങ്ങൾ കാണുക" }).click();
  const sheet = page.getByRole("dialog", { name: s.venue });
  await expect(sheet.getByText("എത്തേണ്ട സമയം")).toBeVisible();
  // The day first with its weekday and the month's full name; the time with the part of the day
  // (docs/decisions/040): "ബുധൻ, 25 നവംബർ 2026", "രാവിലെ 10:00".
  await expect(sheet).toContainText(
    /(ഞായർ|തിങ്കൾ|ചൊവ്വ|ബുധൻ|വ്യാഴം|വെള്ളി|ശനി), \d{1,2} (ജനുവരി|ഫെബ്രുവരി|മാർച്ച്|ഏപ്രിൽ|മേയ്|ജൂൺ|ജൂലൈ|ഓഗസ്റ്റ്|സെപ്റ്റംബർ|ഒക്ടോബർ|നവംബർ|ഡിസംബർ) \d{4}/,
  );
  await expect(sheet).toContainText("രാവിലെ 10:00");
  await expect(sheet).not.toContainText(/\d{4}-\d{2}-\d{2}|\b(AM|PM)\b/);
  await expect(sheet.getByText(s.boys[0]?.name ?? "")).toBeVisible();
  await expectMalayalamScreen(page);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "മെനു തുറക്കുക" }).click();
  const menu = page.getByRole("complementary", { name: "മെനു" });
  await expect(menu.getByRole("link", { name: "കാറ്ററിംഗ് ജോലികൾ" })).toBeVisible();
  await expectMalayalamScreen(page);
  await menu.getByRole("link", { name: "ലാഭ-നഷ്ട കണക്കുകൾ" }).click();
  await expect(page).toHaveURL(/\/subadmin\/work-analytics$/);
});

test("the language switch in the sub-admin header turns the screen and <html lang> to Malayalam and back", async ({
  page,
  request,
}) => {
  const s = await seed(request);
  await signInAs(page, request, "subadmin", s.captain.mobile, PASSWORD);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const language = page.getByRole("banner").getByRole("combobox", { name: "Language" });
  await expect(language).toBeVisible();
  await language.selectOption("ml");
  await expect(page.getByRole("heading", { name: "ഡാഷ്ബോർഡ്" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  expect(await page.evaluate(() => localStorage.getItem("catercrew.lang"))).toBe("ml");

  // The choice sticks across a reload (first visit: the browser's English), and switching back
  // gives English again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "ഡാഷ്ബോർഡ്" })).toBeVisible();
  await page.getByRole("banner").getByRole("combobox").selectOption("en");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("users: the list, the create-user sheet and its validation messages in Malayalam", async ({
  page,
  request,
}) => {
  const s = await seed(request);
  await signIn(page, request, s);
  await page.goto("/subadmin/create-user");
  await expect(page.getByRole("heading", { name: "ഉപയോക്താക്കൾ" })).toBeVisible();
  await page.getByRole("searchbox", { name: "ഉപയോക്താക്കളെ തിരയുക" }).fill(s.boys[0]?.name ?? "");
  await expect(page.getByRole("button", { name: s.boys[0]?.name })).toBeVisible();
  await expectMalayalamScreen(page);

  await page.getByRole("button", { name: s.boys[0]?.name }).click();
  const details = page.getByRole("dialog", { name: s.boys[0]?.name });
  await expect(details.getByText("അടിസ്ഥാന വിവരങ്ങൾ")).toBeVisible();
  await expectMalayalamScreen(page);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "ഉപയോക്താവിനെ ചേർക്കുക" }).click();
  const sheet = page.getByRole("dialog", { name: "ഉപയോക്താവിനെ ചേർക്കുക" });
  await sheet.getByRole("button", { name: "ഉപയോക്താവിനെ ചേർക്കുക" }).click();
  // The sheet shows a message under each missing field: at least the name and mobile number.
  await expect(sheet.getByRole("alert").or(sheet.locator("[id$='-error']")).first()).toBeVisible();
  await expectMalayalamScreen(page);
});

// Written before the completion sheet and expenses sheet changed (mark absent, edit/delete,
// completion rules): its texts and the completion step no longer match. To be rewritten.
test("catering works: the crew, rating, wage and expenses sheets in Malayalam", async ({ page, request }) => {
  test.setTimeout(60_000);
  const s = await seed(request);
  await signIn(page, request, s);
  const card = await openCard(page, s.venue);
  await expectMalayalamScreen(page);

  // The work's details and the assigned people.
  await card.getByRole("button", { name: s.venue }).click();
  const details = page.getByRole("dialog", { name: "ജോലി വിവരങ്ങൾ" });
  await expect(details.getByText("ടീമിലുള്ള ജീവനക്കാർ")).toBeVisible();
  await expect(details.getByText(s.boys[1]?.name ?? "")).toBeVisible();
  await expectMalayalamScreen(page);
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: /റേറ്റിംഗും കൂലിയും/ }).click();
  const crew = page.getByRole("dialog", { name: "ടീമിലുള്ള ബോയ്സ്" });
  const boy = crew.getByRole("listitem", { name: s.boys[0]?.name });
  await expect(boy.getByText("റേറ്റ് ചെയ്ത ശേഷം കൂലി")).toBeVisible();
  await expect(crew.getByTestId("crew-tally").getByText("2 പേർ ടീമിൽ / 2 പേർ വേണം")).toBeVisible();
  await expectMalayalamScreen(page);

  // Rating: five marks, attendance, arrival time.
  await boy.getByRole("button", { name: "റേറ്റ് ചെയ്യുക" }).click();
  const rating = page.getByRole("dialog", { name: "റേറ്റ് ചെയ്യുക" });
  await expect(rating.getByRole("group", { name: "ഹാജർ" })).toBeVisible();
  for (const mark of ["പാന്റ്", "ഷൂ", "സമയനിഷ്ഠ", "വൃത്തി"]) {
    await rating.getByRole("group", { name: mark }).getByText("നല്ലത്").click();
  }
  await rating.getByRole("group", { name: "പ്രകടനം" }).getByText("മോശം").click();
  await expectMalayalamScreen(page);
  await rating.getByRole("button", { name: "റേറ്റിംഗ് സേവ് ചെയ്യുക" }).click();
  await expect(page.getByText("റേറ്റിംഗ് സേവ് ചെയ്തു")).toBeVisible();

  // Wage: the live figures follow what is typed (500 base + 40 rating + 75 loading + 50 TA).
  await boy.getByRole("button", { name: "കൂലി ചേർക്കുക" }).click();
  const wage = page.getByRole("dialog", { name: "കൂലി ചേർക്കുക" });
  await expect(wage.getByText("കൂലി കണക്ക്")).toBeVisible();
  await expect(wage.getByText("₹615")).toBeVisible();
  await wage.getByLabel("വണ്ടിക്കൂലി (TA)").fill("50");
  await expect(wage.getByText("₹665")).toBeVisible();
  await expectMalayalamScreen(page);
  await wage.getByRole("button", { name: "കൂലി സേവ് ചെയ്യുക" }).click();
  await expect(boy.getByRole("button", { name: "കൂലി തിരുത്തുക" })).toBeVisible();
  await expectMalayalamScreen(page);
  await page.keyboard.press("Escape");
  await expect(crew).toBeHidden();

  // Expenses: a draft with its total, before saving.
  await card.getByRole("button", { name: "ചെലവുകൾ" }).click();
  const expenses = page.getByRole("dialog", { name: "ജോലിയുടെ ചെലവുകൾ" });
  await expenses.getByLabel("ചെലവിന്റെ തരം").fill("ഐസ്");
  await expenses.getByLabel("തുക").fill("120");
  await expenses.getByRole("button", { name: "ചെലവ് ചേർക്കുക" }).click();
  await expect(expenses.getByRole("list", { name: "സേവ് ചെയ്യാനുള്ള ചെലവുകൾ" })).toBeVisible();
  await expectMalayalamScreen(page);
  await expenses.getByRole("button", { name: "ചെലവുകൾ സേവ് ചെയ്യുക" }).click();
  await expect(page.getByText("ചെലവ് സേവ് ചെയ്തു")).toBeVisible();
  await page.keyboard.press("Escape");

  // Total cost.
  await card.getByRole("button", { name: "ആകെ ചെലവ്" }).click();
  const totals = page.getByRole("dialog", { name: "ആകെ കൂലി" });
  await expect(totals.getByText("മൊത്തം തുക", { exact: true })).toBeVisible();
  await expect(totals.getByText("₹785")).toBeVisible();
  await expectMalayalamScreen(page);
  await page.keyboard.press("Escape");

  // Completion needs the work's date and everyone rated and paid (docs/decisions/029-money-and-work-rules.md): the Malayalam
  // completion sheet is walked on a work dated today in admin-captain-polish.spec.ts.
});

test("work analytics and a work's payment summary in Malayalam", async ({ page, request }) => {
  const s = await seed(request);
  await signIn(page, request, s);
  await page.goto("/subadmin/work-analytics");
  await expect(page.getByRole("heading", { name: "ലാഭ-നഷ്ട കണക്കുകൾ" })).toBeVisible();
  await page.getByRole("searchbox", { name: "തിരയുക" }).fill("ആരുമില്ല");
  await expect(page.getByText("ലാഭ-നഷ്ട കണക്കുകളൊന്നുമില്ല")).toBeVisible();
  await expectMalayalamScreen(page);
  await page.getByRole("button", { name: "ഫിൽട്ടറുകൾ മായ്ക്കുക" }).click();
  // Other tests' works (named in English) share this server: search for this test's customer.
  await page.getByRole("searchbox", { name: "തിരയുക" }).fill("അനിൽ കുമാർ");
  const card = page.getByRole("listitem").filter({ hasText: s.venue });
  // Not completed yet: the figures so far, marked projected.
  await expect(card.getByText(/\(പ്രതീക്ഷിക്കുന്നത്\)/)).toBeVisible();
  await expectMalayalamScreen(page);
  await card.getByRole("button", { name: "പേയ്മെന്റ് സംഗ്രഹം" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectMalayalamScreen(page);
});
