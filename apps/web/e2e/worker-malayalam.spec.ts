import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { type Actor, adminSession, bearer, createActor, expect, signInBrowser, test } from "./fixtures";
import { expectNoEnglish, expectNothingCutOff, useLanguage } from "./language";

/**
 * The worker area in Malayalam on a cheap phone (360 px): home, a work's details (requested,
 * accepted with rating and wage), My Works, profile, and the screen of a worker still waiting
 * for approval. The test's own data is written in Malayalam, so nothing needs allowing except
 * what other tests on the same server published in English (their halls, companies, places).
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ page }) => useLanguage(page, "ml"));

let counter = 0;

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).tokens.access;
}

/** A published work with Malayalam texts (what an admin in Kerala types). */
async function publishedWork(request: APIRequestContext, admin: string, over: Record<string, unknown> = {}) {
  counter += 1;
  const name = `ലക്ഷ്മി ഓഡിറ്റോറിയം ${Date.now() % 100000}${counter}`;
  const work = {
    Auditorium_name: name,
    Catering_company: "മലബാർ കാറ്ററേഴ്സ്",
    customer_name: "ഉപഭോക്താവ്",
    address: "ബസ് സ്റ്റാൻഡിന് സമീപം",
    place: "ഒറ്റപ്പാലം",
    date: futureDate(3),
    reporting_time: "10:30",
    no_of_boys_needed: 10,
    attendees: 300,
    instructions: "കറുത്ത പാന്റ്, വെള്ള ഷർട്ട്",
    About_work: "വിവാഹ സദ്യ, 300 പേർ",
    ...over,
  };
  return { id: await createWorkApi(request, admin, work, { publish: true }), name };
}

async function requestWork(request: APIRequestContext, worker: Actor, work: number): Promise<number> {
  const res = await request.post("/api/users/work-request/create/", {
    headers: bearer(worker.token),
    data: { work },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).request.id;
}

async function decide(
  request: APIRequestContext,
  admin: string,
  id: number,
  status: "accepted" | "rejected",
) {
  const res = await request.put(`/api/admin_panel/work-request/${id}/status-update/`, {
    headers: bearer(admin),
    data: { status },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A worker with a Malayalam name and address, signed in to the worker area in the page. */
async function malayaliWorker(page: Page, request: APIRequestContext): Promise<Actor> {
  const worker = await createActor(request, "boys", {
    user_name: "അനിൽ കുമാർ",
    address: "ഒന്നാം വീട്, അമ്പലം റോഡ്",
    district: "palakkad",
    place: "ചെർപ്പുളശ്ശേരി",
    employment_type: "part_time",
  });
  await signInBrowser(page, "user", worker);
  return worker;
}

/**
 * Latin words of works other tests published on this server (their halls, companies and
 * places show on the home list): typed data, not ours to translate.
 */
async function othersData(request: APIRequestContext, worker: Actor): Promise<string[]> {
  const res = await request.get("/api/admin_panel/catering/published/", { headers: bearer(worker.token) });
  expect(res.ok()).toBe(true);
  const works = (await res.json()) as {
    Auditorium_name: string;
    Catering_company: string | null;
    place: string;
  }[];
  const text = works.map((w) => `${w.Auditorium_name} ${w.Catering_company ?? ""} ${w.place}`).join(" ");
  return text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
}

/** The toasts region's keyboard shortcut ("alt+T"): the key's name as printed on the keyboard. */
const KEYS = ["alt"];

async function expectMalayalamScreen(page: Page, allow: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expectNoEnglish(page, [...KEYS, ...allow]);
  await expectNothingCutOff(page);
}

test("home and a work's details in Malayalam: requested, accepted with rating and wage", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const worker = await malayaliWorker(page, request);
  // Rated and paid: today's work (ratings and wages are refused before a work's day).
  const rated = await publishedWork(request, admin, {
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
  });
  const pending = await publishedWork(request, admin, { attendees: 150 });
  const fresh = await publishedWork(request, admin, { attendees: 40, work_type: "lunch" });
  await decide(request, admin, await requestWork(request, worker, rated.id), "accepted");
  await requestWork(request, worker, pending.id);

  // A supervisor to contact, a rating and a paid wage for the accepted work.
  const supervisor = await createActor(request, "supervisor", { user_name: "സുരേഷ് ബാബു" });
  const assign = await request.post("/api/admin_panel/assign-supervisors/", {
    headers: bearer(admin),
    data: { work: rated.id, assignments: [supervisor.user.id] },
  });
  expect(assign.status(), await assign.text()).toBe(201);
  const rate = await request.post("/api/sub_admin/rate-boy/", {
    headers: bearer(admin),
    data: {
      user: worker.user.id,
      work: rated.id,
      pant: true,
      shoe: true,
      timing: false,
      neatness: true,
      performance: false,
      attendence: 1,
      arrival_time: "10:15",
      comment: "നല്ല പെരുമാറ്റം",
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);
  const wage = await request.patch("/api/sub_admin/boy-wage/edit/", {
    headers: bearer(admin),
    data: {
      user: worker.user.id,
      work: rated.id,
      travel_allowance: "150",
      over_time: "0",
      long_fare: "0",
      bonus: "100",
      payment_status: "paid",
    },
  });
  expect(wage.ok(), await wage.text()).toBe(true);
  const others = await othersData(request, worker);

  // Home: greeting, counts, rating, the available works.
  await page.goto("/user/home");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("അനിൽ കുമാർ");
  await expect(page.getByRole("heading", { name: /ലഭ്യമായ ജോലികൾ/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /സ്വീകരിച്ച അപേക്ഷകൾ/ })).toContainText("1");
  await expect(page.getByRole("link", { name: /കാത്തിരിക്കുന്ന അപേക്ഷകൾ/ })).toContainText("1");
  await expect(page.getByText("1 റേറ്റിംഗിൽ നിന്ന്")).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectMalayalamScreen(page, others);

  // The fresh work: the request button says അപേക്ഷിക്കുക; its details.
  await page.goto(`/user/work-details/${fresh.id}`);
  await expect(page.getByRole("heading", { level: 1, name: fresh.name })).toBeVisible();
  await expect(page.getByText("കുറഞ്ഞ മുൻഗണന")).toBeVisible();
  // The day first with its weekday and the month's full name, the time with the part of the day
  // (docs/decisions/040).
  const details = page.getByRole("main");
  await expect(details).toContainText(
    /(ഞായർ|തിങ്കൾ|ചൊവ്വ|ബുധൻ|വ്യാഴം|വെള്ളി|ശനി), \d{1,2} (ജനുവരി|ഫെബ്രുവരി|മാർച്ച്|ഏപ്രിൽ|മേയ്|ജൂൺ|ജൂലൈ|ഓഗസ്റ്റ്|സെപ്റ്റംബർ|ഒക്ടോബർ|നവംബർ|ഡിസംബർ) \d{4}/,
  );
  await expect(details).toContainText("രാവിലെ 10:30");
  await expect(details).not.toContainText(/\d{4}-\d{2}-\d{2}|\b(AM|PM|am|pm)\b/);
  await expect(page.getByRole("button", { name: `അപേക്ഷിക്കുക: ${fresh.name}` })).toBeEnabled();
  await expectMalayalamScreen(page);
  await page.getByRole("button", { name: `അപേക്ഷിക്കുക: ${fresh.name}` }).click();
  await expect(page.getByText("അപേക്ഷ അയച്ചു!")).toBeVisible();
  await expect(page.getByRole("button", { name: "ഇതിനകം അപേക്ഷിച്ചു" })).toBeDisabled();
  await expectMalayalamScreen(page);

  // Requested: waiting for an answer.
  await page.goto(`/user/work-details/${pending.id}`);
  await expect(page.getByRole("button", { name: "ഇതിനകം അപേക്ഷിച്ചു" })).toBeDisabled();
  await expect(page.getByText(/^അപേക്ഷിച്ചത്: /)).toBeVisible();
  await expectMalayalamScreen(page);

  // Accepted: supervisor to call, the rating and the wage.
  await page.goto(`/user/work-details/${rated.id}`);
  await expect(page.getByRole("button", { name: "സ്വീകരിച്ചു" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "ബന്ധപ്പെടേണ്ട സൂപ്പർവൈസർമാർ" })).toBeVisible();
  await expect(page.getByText("5-ൽ 3 എണ്ണം നല്ലത്")).toBeVisible();
  await expect(page.getByText("നല്ല പെരുമാറ്റം")).toBeVisible();
  await expect(page.getByText("രാവിലെ 10:15", { exact: true })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "ആകെ കൂലി" })).toBeVisible();
  // Today's work shows the worker's check-in code: letters that are no English words.
  const code = (await page.getByTestId("check-in-code").textContent({ timeout: 10_000 })) ?? "";
  await expectMalayalamScreen(page, code.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? []);

  // A work that is gone.
  await page.goto("/user/work-details/99999999");
  await expect(page.getByText("ജോലി കണ്ടെത്തിയില്ല")).toBeVisible();
  await expectMalayalamScreen(page);
});

test("My Works in Malayalam: every tab, an empty tab and a search without matches", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const worker = await malayaliWorker(page, request);
  const a = await publishedWork(request, admin);
  const b = await publishedWork(request, admin, { work_type: "dinner" });
  // Another day than a's: one person holds one work per day and meal (docs/decisions/037).
  const c = await publishedWork(request, admin, { attendees: 120, date: futureDate(4) });
  await decide(request, admin, await requestWork(request, worker, a.id), "accepted");
  await decide(request, admin, await requestWork(request, worker, b.id), "rejected");
  await requestWork(request, worker, c.id);

  await page.goto("/user/my-works");
  await expect(page.getByRole("heading", { level: 1, name: "എന്റെ ജോലികൾ" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "ജോലികൾ തരംതിരിക്കുക" });
  await expect(tabs.getByRole("tab", { name: "എല്ലാ ജോലികളും 3" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("അപേക്ഷ: കാത്തിരിക്കുന്നു")).toBeVisible();
  await expectMalayalamScreen(page);

  for (const [tab, count] of [
    ["കാത്തിരിക്കുന്ന അപേക്ഷകൾ", 1],
    ["സ്വീകരിച്ച അപേക്ഷകൾ", 1],
    ["നിരസിച്ച അപേക്ഷകൾ", 1],
  ] as const) {
    await tabs.getByRole("tab", { name: new RegExp(tab) }).click();
    await expect(tabs.getByRole("tab", { name: new RegExp(tab) })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "വിശദാംശങ്ങൾ കാണുക" })).toHaveCount(count);
    await expectMalayalamScreen(page);
  }
  await tabs.getByRole("tab", { name: /പൂർത്തിയായ ജോലികൾ/ }).click();
  await expect(page.getByText("പൂർത്തിയായ ജോലികൾ ഇതുവരെ ഇല്ല")).toBeVisible();
  await expectMalayalamScreen(page);

  await tabs.getByRole("tab", { name: /എല്ലാ ജോലികളും/ }).click();
  await page.getByRole("searchbox", { name: "ജോലികൾ തിരയുക" }).fill("കൊച്ചി");
  await expect(page.getByText("ഈ തിരച്ചിലിന് ചേരുന്ന ജോലികളില്ല")).toBeVisible();
  await expectMalayalamScreen(page);
});

test("My Works in Malayalam: a long history opens on the recent works, older ones on request", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const worker = await malayaliWorker(page, request);
  // 52 past works assigned directly (one a day): the window holds the newest 50.
  const past: string[] = [];
  for (let i = 0; i < 52; i++) {
    const work = await publishedWork(request, admin, { date: futureDate(-2 - i), already_happened: true });
    const res = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: bearer(admin),
      data: { work_id: work.id, role_type: "boys", user_ids: [worker.user.id] },
    });
    expect(res.ok(), await res.text()).toBe(true);
    past.push(work.name);
  }

  await page.goto("/user/my-works");
  const cards = page.getByRole("tabpanel").getByRole("link", { name: "വിശദാംശങ്ങൾ കാണുക" });
  await expect(cards).toHaveCount(50);
  await expect(page.getByText(past[50] ?? "missing")).toHaveCount(0);
  const earlier = page.getByRole("button", { name: "മുമ്പത്തെ ജോലികൾ കാണിക്കുക" });
  await expect(earlier).toBeVisible();
  await expectMalayalamScreen(page);
  await earlier.click();
  await expect(cards).toHaveCount(52);
  await expect(page.getByText(past[51] ?? "missing")).toBeVisible();
  await expect(earlier).toHaveCount(0);
  await expectMalayalamScreen(page);
});

test("profile in Malayalam: a validation message, a save, and the language switch", async ({
  page,
  request,
}) => {
  const worker = await malayaliWorker(page, request);
  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { level: 1, name: "എന്റെ പ്രൊഫൈൽ" })).toBeVisible();
  await expect(page.getByText(worker.user.user_id)).toBeVisible();
  await expectMalayalamScreen(page);

  await page.getByLabel("വിലാസം").fill("");
  await page.getByLabel("എനിക്ക് ഡ്രൈവിംഗ് ലൈസൻസ് ഉണ്ട്").check();
  await page.getByRole("button", { name: "സേവ് ചെയ്യുക" }).click();
  await expect(page.getByText("വിലാസം നൽകുക")).toBeVisible();
  await expect(page.getByText("ലൈസൻസിന്റെ ഫോട്ടോ അപ്‌ലോഡ് ചെയ്യുക")).toBeVisible();
  // File formats and units stay as they are written on the phone's files.
  await expectMalayalamScreen(page, ["PNG", "JPG", "JPEG", "MB"]);

  await page.getByLabel("എനിക്ക് ഡ്രൈവിംഗ് ലൈസൻസ് ഉണ്ട്").uncheck();
  await page.getByLabel("വിലാസം").fill("രണ്ടാം വീട്, പള്ളി റോഡ്");
  await page.getByLabel("ജില്ല").selectOption("thrissur");
  await expect(page.getByLabel("ജില്ല").locator("option:checked")).toHaveText("തൃശ്ശൂർ");
  await page.getByLabel("എനിക്ക് ബൈക്ക് ഉണ്ട്").check();
  await page.getByRole("button", { name: "സേവ് ചെയ്യുക" }).click();
  await expect(page.getByText("പ്രൊഫൈൽ സേവ് ചെയ്തു")).toBeVisible();
  await expectMalayalamScreen(page);

  // The switch in the header changes the screen and <html lang> at once, and back.
  const headerSwitch = page.getByRole("banner").getByRole("combobox");
  await headerSwitch.selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My Work" })).toBeVisible();
  // The profile's own switch brings Malayalam back, and the choice survives a reload.
  await page.getByRole("main").getByRole("combobox", { name: "Language" }).selectOption("ml");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expect(page.getByRole("heading", { level: 1, name: "എന്റെ പ്രൊഫൈൽ" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "എന്റെ പ്രൊഫൈൽ" })).toBeVisible();
  await expect(page.getByLabel("വിലാസം")).toHaveValue("രണ്ടാം വീട്, പള്ളി റോഡ്");
});

test("a worker waiting for approval sees the Malayalam notice", async ({ page, request }) => {
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const res = await request.post("/api/users/create-user/", {
    multipart: {
      user_name: "ബിജു തോമസ്",
      mobile_number: mobile,
      role: "boys",
      password: "waiting-pass-1",
      plain_password: "waiting-pass-1",
      address: "മൂന്നാം വീട്",
      district: "kannur",
      place: "തലശ്ശേരി",
      employment_type: "freelance",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = await res.json();
  expect(session.user.is_approved).toBe(false);
  await signInBrowser(page, "user", session);

  await page.goto("/user/home");
  await expect(page.getByRole("heading", { level: 1, name: "അംഗീകാരത്തിനായി കാത്തിരിക്കുന്നു" })).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText("ബിജു തോമസ്");
  await expectMalayalamScreen(page);
  await page.getByRole("button", { name: "വീണ്ടും നോക്കുക" }).click();
  await expect(page.getByText("ഇതുവരെ അംഗീകരിച്ചിട്ടില്ല. പിന്നീട് വീണ്ടും നോക്കുക.")).toBeVisible();
  await expectMalayalamScreen(page);

  // Once the admin approves, "check again" opens the area.
  const approve = await request.patch(`/api/users/approve/${session.user.id}/`, {
    headers: bearer(await adminToken(request)),
    data: { is_approved: true },
  });
  expect(approve.ok(), await approve.text()).toBe(true);
  await page.getByRole("button", { name: "വീണ്ടും നോക്കുക" }).click();
  await expect(page.getByRole("heading", { name: /ലഭ്യമായ ജോലികൾ/ })).toBeVisible();
});
