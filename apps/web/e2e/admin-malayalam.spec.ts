import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi, sidewaysOverflow } from "./admin-helpers";
import { type Actor, bearer, expect, signinSession, test, uniqueMobile } from "./fixtures";
import { expectNoEnglish, expectNothingCutOff, useLanguage } from "./language";

/**
 * The admin area in Malayalam at a phone's 360 px and a laptop's 1366 px: every screen and its
 * dialogs, with no English word left and no text cut off. The test's own data is written in
 * Malayalam, so nothing needs allowing but what other tests left on the shared server.
 */

const SIZES = [
  { name: "360 px", width: 360, height: 780 },
  { name: "1366 px", width: 1366, height: 900 },
] as const;

const tag = () => String(Date.now()).slice(-6);

async function createUser(request: APIRequestContext, admin: Actor, name: string, role = "boys") {
  const mobile = uniqueMobile();
  const res = await request.post("/api/users/create-user/", {
    headers: bearer(admin.token),
    data: {
      user_name: name,
      mobile_number: mobile,
      role,
      password: "secret123",
      district: "palakkad",
      place: "ഒറ്റപ്പാലം",
      employment_type: "part_time",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { mobile, ...((await res.json()).user as { id: number; user_id: string }) };
}

/** A registration waiting for approval (the public form's endpoint, no token). */
async function registerApplicant(request: APIRequestContext, name: string) {
  const res = await request.post("/api/users/create-user/", {
    multipart: {
      user_name: name,
      mobile_number: uniqueMobile(),
      role: "boys",
      password: "secret123",
      plain_password: "secret123",
      address: "ക്ഷേത്രം റോഡ്",
      district: "palakkad",
      place: "പട്ടാമ്പി",
      employment_type: "part_time",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function createWork(request: APIRequestContext, admin: Actor, hall: string, date: string) {
  // Every text in Malayalam: the screens are checked for English words.
  return createWorkApi(request, admin.token, {
    Auditorium_name: hall,
    customer_name: "രവി കുമാർ",
    address: "ക്ഷേത്രം റോഡ്",
    place: "ചെർപ്പുളശ്ശേരി",
    date,
    reporting_time: "09:30",
  });
}

async function patchWork(
  request: APIRequestContext,
  admin: Actor,
  id: number,
  data: Record<string, unknown>,
) {
  const res = await request.patch(`/api/admin_panel/catering-work/${id}/update/`, {
    headers: bearer(admin.token),
    data,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Words of data that other tests typed in English on the same server (venues, places, names
 * shown by the dashboard's upcoming works), read from the API: data, never the screen's words.
 */
async function otherTestsData(request: APIRequestContext, admin: Actor): Promise<string[]> {
  const res = await request.get("/api/admin_panel/catering/upcoming/", { headers: bearer(admin.token) });
  if (!res.ok()) return [];
  const works = (await res.json()) as { Auditorium_name?: string; place?: string; customer_name?: string }[];
  const text = works
    .flatMap((w) => [w.Auditorium_name ?? "", w.place ?? "", w.customer_name ?? ""])
    .join(" ");
  // The "Today" board also names today's crews (people other tests created with English names).
  const board = await request.get("/api/admin_panel/admin/today-board/", { headers: bearer(admin.token) });
  const names: string[] = [];
  const collect = (value: unknown, key = ""): void => {
    if (typeof value === "string" && /name/i.test(key)) names.push(value);
    else if (Array.isArray(value)) for (const v of value) collect(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  if (board.ok()) collect(await board.json());
  return `${text} ${names.join(" ")}`.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** The signed-in admin's own name (seeded data, shown in the header and the welcome line). */
const nameWords = (admin: Actor) => admin.user.user_name.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

async function checkScreen(page: Page, allow: Iterable<string> = []) {
  await expectNoEnglish(page, allow);
  await expectNothingCutOff(page);
  expect(await sidewaysOverflow(page), "sideways scroll").toEqual([]);
}

for (const size of SIZES) {
  test.describe(`admin area in Malayalam at ${size.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, "ml");
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test("dashboard, users (list, details, create and edit with validation), user requests, fares", async ({
      page,
      request,
      admin,
    }) => {
      test.setTimeout(90_000);
      const t = tag();
      const name = `രാമു ${t}`;
      await createUser(request, admin, name);
      await registerApplicant(request, `അപേക്ഷകൻ ${t}`);
      const others = await otherTestsData(request, admin);
      const mine = nameWords(admin);

      // Dashboard.
      await page.goto("/admin/dashboard");
      await expect(page.locator("html")).toHaveAttribute("lang", "ml");
      await expect(page.locator("header h1")).toHaveText("ഡാഷ്ബോർഡ്");
      await expect(page.getByRole("heading", { name: "വരാനിരിക്കുന്ന ജോലികൾ" })).toBeVisible();
      await expect(page.getByRole("list", { name: "കണക്കുകൾ" })).toBeVisible();
      await checkScreen(page, [...others, ...mine]);
      // Settings: crew rules, WhatsApp prices, backups. The unencrypted-backups warning names the
      // server setting, which stays as it is typed.
      await page.goto("/admin/settings");
      await expect(page.locator("header h1")).toHaveText("സെറ്റിംഗ്സ്");
      await expect(page.getByRole("region", { name: "ബാക്കപ്പുകൾ" })).toBeVisible();
      await checkScreen(page, [...others, ...mine, "BACKUP", "PASSPHRASE"]);

      // Users: the list narrowed to this test's user, its details, then edit and create.
      await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("heading", { name: "ഉപയോക്താക്കൾ", exact: true }).first()).toBeVisible();
      await expect(page.getByText("1 ഉപയോക്താവിനെ കണ്ടെത്തി", { exact: false })).toBeVisible();
      await checkScreen(page, mine);

      await page
        .getByRole("button", { name: `${name} - കാണുക` })
        .first()
        .click();
      const details = page.getByRole("dialog", { name: "ഉപയോക്താവിന്റെ വിവരങ്ങൾ" });
      await expect(details.getByText("ഒറ്റപ്പാലം")).toBeVisible();
      await checkScreen(page, mine);
      await details.getByRole("button", { name: "തിരുത്തുക", exact: true }).click();
      const edit = page.getByRole("dialog", { name: "ഉപയോക്താവിനെ തിരുത്തുക" });
      await edit.getByLabel("പേര്", { exact: true }).fill("");
      await edit.getByRole("button", { name: "മാറ്റങ്ങൾ സേവ് ചെയ്യുക" }).click();
      await expect(edit.locator("[aria-invalid=true]").first()).toBeVisible();
      await checkScreen(page, mine);
      await edit.getByRole("button", { name: "വേണ്ട" }).click();

      await page.getByRole("button", { name: "ഉപയോക്താവിനെ ചേർക്കുക" }).click();
      const create = page.getByRole("dialog", { name: "ഉപയോക്താവിനെ ചേർക്കുക" });
      await create.getByRole("button", { name: "ഉപയോക്താവിനെ ചേർക്കുക" }).click();
      await expect(create.locator("[aria-invalid=true]").first()).toBeVisible();
      await checkScreen(page, mine);
      await create.getByRole("button", { name: "വേണ്ട" }).click();
      await expect(create).toBeHidden();
      // Closing a dialog steps back over its history entry (the phone's back button closes it,
      // docs/decisions/043): let that step land, or it aborts the next navigation.
      await page.waitForFunction(() => {
        const state: unknown = window.history.state;
        return !(state && typeof state === "object" && "catercrewModal" in state);
      });

      // User requests, narrowed to this test's applicant.
      await page.goto("/admin/user-request");
      await page.getByRole("searchbox", { name: "തിരയുക" }).fill(`അപേക്ഷകൻ ${t}`);
      await expect(page.getByText("1 ഉപയോക്താവിൽ 1 മുതൽ 1 വരെ")).toBeVisible();
      await checkScreen(page, mine);
      await page.getByRole("button", { name: `അപേക്ഷകൻ ${t} എന്നയാളെ അംഗീകരിക്കുക` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("ഈ ഉപയോക്താവിനെ അംഗീകരിക്കണോ?");
      await checkScreen(page, mine);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      // Fares, the edit dialog and its validation message.
      await page.goto("/admin/fares");
      await expect(page.locator("header h1")).toHaveText("നിരക്കുകൾ");
      await checkScreen(page, mine);
      await page.getByRole("button", { name: "നിരക്ക് ചേർക്കുക" }).first().click();
      const fare = page.getByRole("dialog", { name: "നിരക്ക് ചേർക്കുക" });
      await fare.getByRole("button", { name: "നിരക്ക് ചേർക്കുക" }).click();
      await expect(fare.locator("[aria-invalid=true]").first()).toBeVisible();
      await checkScreen(page, mine);
    });

    test("works (list, create with validation, detail with join requests, assign) and work analytics", async ({
      page,
      request,
      admin,
    }) => {
      test.setTimeout(120_000);
      const t = tag();
      const hall = `ടൗൺ ഹാൾ ${t}`;
      const boyName = `ബാബു ${t}`;
      const headName = `ഹരി ${t}`;
      const boy = await createUser(request, admin, boyName);
      await createUser(request, admin, headName, "head_boy");
      const workId = await createWork(request, admin, hall, "2036-06-12");
      // A second work for the analytics screens: not completed, so its figures so far read
      // projected.
      const doneHall = `കല്യാണ മണ്ഡപം ${t}`;
      const doneId = await createWork(request, admin, doneHall, "2036-07-01");
      const mine = nameWords(admin);
      await patchWork(request, admin, doneId, { is_published: true });

      // Works list narrowed to this test's work.
      await page.goto(`/admin/works?q=${encodeURIComponent(hall)}`);
      await expect(page.getByRole("heading", { name: "ജോലികൾ", exact: true }).first()).toBeVisible();
      const card = page.getByRole("article", { name: hall });
      await expect(card).toBeVisible();
      await checkScreen(page, mine);

      // The draft is published from its card: asked first, then told how many it went to.
      await card.getByRole("button", { name: `${hall} പ്രസിദ്ധീകരിക്കുക` }).click();
      const ask = page.getByRole("alertdialog", { name: "ജോലി പ്രസിദ്ധീകരിക്കുക" });
      await expect(ask).toContainText("ജീവനക്കാർക്ക് ഈ ജോലി ആപ്പിൽ കാണാനും അപേക്ഷിക്കാനും കഴിയും.");
      await checkScreen(page, mine);
      await ask.getByRole("button", { name: "പ്രസിദ്ധീകരിക്കുക" }).click();
      await expect(page.getByText(/^പ്രസിദ്ധീകരിച്ചു: \d+ ജീവനക്കാർക്ക് ഈ ജോലി കാണാം, അപേക്ഷിക്കാം\.$/)).toBeVisible();
      const boySession = await signinSession(request, boy.mobile, "secret123", "user");
      const asked = await request.post("/api/users/work-request/create/", {
        headers: bearer(boySession.tokens.access),
        data: { work: workId },
      });
      expect(asked.status(), await asked.text()).toBeLessThan(300);

      // Create dialog with its validation messages.
      await page.getByRole("button", { name: "ജോലി ചേർക്കുക" }).first().click();
      const form = page.getByRole("dialog", { name: "ജോലി ചേർക്കുക" });
      await form.getByRole("button", { name: "ജോലി ചേർക്കുക" }).click();
      await expect(form.getByText("ആവശ്യമുള്ള ബോയ്സിന്റെ എണ്ണം നൽകണം")).toBeVisible();
      await checkScreen(page, mine);
      await form.getByRole("button", { name: "വേണ്ട" }).click();

      // Detail with the join request, then the assign dialog.
      await card.getByRole("button", { name: "വിശദാംശങ്ങൾ കാണുക" }).click();
      const detail = page.getByRole("dialog", { name: hall });
      await expect(detail.getByRole("list", { name: "കാത്തിരിക്കുന്ന അപേക്ഷകൾ" }).getByText(boyName)).toBeVisible();
      await checkScreen(page, mine);
      await detail.getByRole("button", { name: "ജീവനക്കാരെ നിയോഗിക്കുക" }).click();
      const assign = page.getByRole("dialog", { name: "ജീവനക്കാരെ നിയോഗിക്കുക" });
      await assign.getByRole("tab", { name: /ഹെഡ് ബോയ്സ്/ }).click();
      await assign.getByLabel("ഉപയോക്താക്കളെ തിരയുക").fill(headName);
      await expect(assign.getByText(headName)).toBeVisible();
      await checkScreen(page, mine);
      await assign.getByRole("button", { name: "വേണ്ട" }).click();

      // Work analytics: cards, the chart with month names, the payment summary.
      await page.goto(`/admin/work-analytics?search=${encodeURIComponent(doneHall)}`);
      await expect(page.getByRole("heading", { name: "ലാഭ-നഷ്ട കണക്കുകൾ" }).first()).toBeVisible();
      const record = page.getByRole("article", { name: doneHall });
      await expect(record).toBeVisible();
      await checkScreen(page, mine);
      await record.getByRole("button", { name: `${doneHall} - പേയ്മെന്റ് സംഗ്രഹം` }).click();
      const summary = page.getByRole("dialog", { name: "പേയ്മെന്റ് സംഗ്രഹവും വിവരങ്ങളും" });
      await expect(summary.getByRole("heading", { name: "അധിക ചെലവുകൾ" })).toBeVisible();
      await checkScreen(page, mine);
      await page.keyboard.press("Escape");
      await expect(summary).toHaveCount(0);
      await page.getByRole("button", { name: "അവലോകനം" }).click();
      await expect(page.getByText("മാസം തിരിച്ച് ലാഭം/നഷ്ടം")).toBeVisible();
      // Month names come from Intl in Malayalam, never a raw "2036-07".
      await expect(page.getByText("2036-07")).toHaveCount(0);
      await checkScreen(page, mine);
    });
  });
}

test("the admin header's language switch changes the screen and <html lang>", async ({ page, admin: _ }) => {
  await useLanguage(page, "en");
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/admin/dashboard");
    await expect(page.locator("header h1")).toHaveText("Dashboard");
    const select = page.locator("header select");
    await expect(select).toBeVisible();
    await select.selectOption("ml");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.locator("header h1")).toHaveText("ഡാഷ്ബോർഡ്");
    await expect(page.getByRole("heading", { name: "വരാനിരിക്കുന്ന ജോലികൾ" })).toBeVisible();
    await select.selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Upcoming Works" })).toBeVisible();
  }
});
