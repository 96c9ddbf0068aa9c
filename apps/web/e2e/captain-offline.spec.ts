import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { adminSession, bearer, createActor, expect, signInBrowser, test } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The captain's area opens with no signal. At 360 px the captain opens today's
 * work, the signal goes, the page is reloaded and still shows today's works and crews (a crew
 * never opened too: the area keeps every crew of the day), a check-in is queued, survives a
 * second reload offline, and reaches the server exactly once when the signal returns.
 * English, and Malayalam for the texts shown offline. docs/decisions/038-captain-area-offline.md
 */
// The offline and installable parts need the service worker, blocked elsewhere (playwright.config.ts).
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
// Two reloads offline, a service worker install and two languages' catalogues on a busy machine.
test.describe.configure({ timeout: 120_000 });

const run = Date.now() % 100_000;
let seq = 0;

const todayInKolkata = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const TEXT = {
  en: {
    offline:
      "You are offline. Showing the last data this phone saw. What you save now stays on this phone and is sent when the signal returns.",
    arrive: (name: string) => `Mark ${name} arrived`,
    waitingArrival: "Arrival waiting to send",
    waitingRegion: "Waiting to send",
    waitingOne: "No signal: 1 saved on this phone, waiting to send",
    arrived: /Arrived \d/,
    crew: "Assigned Boys",
  },
  ml: {
    offline:
      "നിങ്ങൾ ഓഫ്‌ലൈനാണ്. ഈ ഫോൺ അവസാനം കണ്ട വിവരങ്ങൾ കാണിക്കുന്നു. ഇപ്പോൾ രേഖപ്പെടുത്തുന്നവ ഈ ഫോണിൽ സൂക്ഷിക്കും, സിഗ്നൽ വരുമ്പോൾ തനിയെ അയയ്ക്കും.",
    arrive: (name: string) => `${name} എത്തിയതായി രേഖപ്പെടുത്തുക`,
    waitingArrival: "എത്തിയ വിവരം അയയ്ക്കാൻ കാത്തിരിക്കുന്നു",
    waitingRegion: "അയയ്ക്കാൻ കാത്തിരിക്കുന്നവ",
    waitingOne: "സിഗ്നൽ ഇല്ല: 1 എണ്ണം ഈ ഫോണിൽ സൂക്ഷിച്ചു, അയയ്ക്കാൻ കാത്തിരിക്കുന്നു",
    arrived: /എത്തിയ സമയം \S/,
    crew: "ടീമിലുള്ള ബോയ്സ്",
  },
} as const;

/** A work dated today (Kerala) with its crew assigned. */
async function todaysWork(request: APIRequestContext, token: string, crewSize: number) {
  seq += 1;
  const venue = `Offline Hall ${run}-${seq}`;
  const work = {
    Auditorium_name: venue,
    place: "Ottapalam",
    date: todayInKolkata(),
    no_of_boys_needed: crewSize,
  };
  const workId = await createWorkApi(request, token, work);
  const crew = [];
  for (let i = 0; i < crewSize; i++)
    crew.push(await createActor(request, "boys", { user_name: `Manu ${run}-${seq}-${i + 1}` }));
  const assign = await request.post("/api/admin_panel/assign/head-boy-captain/", {
    headers: bearer(token),
    data: { work_id: workId, role_type: "boys", user_ids: crew.map((c) => c.user.id) },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  return { workId, venue, crew };
}

/** The work's crew sheet from the Catering Works list (searched by venue; the search is in the URL). */
async function openCrew(page: Page, venue: string) {
  const search = page.getByRole("searchbox");
  if ((await search.inputValue()) !== venue) await search.fill(venue);
  const card = page.getByRole("listitem").filter({ hasText: venue });
  await card
    .getByRole("button")
    .filter({ hasText: /Rate and pay wages|റേറ്റിംഗും കൂലിയും/ })
    .first()
    .click();
  return page.getByRole("dialog");
}

for (const lang of ["en", "ml"] as const) {
  test(`${lang}: the captain's area opens offline with today's works and crews; a check-in queued offline survives reloads and is sent once`, async ({
    page,
    request,
    context,
  }) => {
    const say = TEXT[lang];
    const admin = await adminSession(request);
    const opened = await todaysWork(request, admin.tokens.access, 2);
    const notOpened = await todaysWork(request, admin.tokens.access, 1);
    const captain = await createActor(request, "subadmin", { user_name: `Captain ${run}-${seq}` });
    const [boy] = opened.crew;
    const [other] = notOpened.crew;
    if (!boy || !other) throw new Error("crew");

    const checkInPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/sub_admin/check-in/")
        checkInPosts.push(r.url());
    });

    await useLanguage(page, lang);
    await signInBrowser(page, "subadmin", captain);
    await page.goto("/subadmin/catering-works");
    // The area is installable: its own manifest, and a service worker of its own scope.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest-captain.webmanifest",
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/subadmin/");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Today's crews are kept, the one never opened on this phone too.
    await expect
      .poll(
        () =>
          page.evaluate(async (id) => {
            const cache = await caches.open("subadmin-api");
            const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
            return urls.includes(`/api/admin_panel/assigned-users/${id}/`);
          }, notOpened.workId),
        { timeout: 15_000 },
      )
      .toBe(true);

    // The captain opens today's work while the signal lasts.
    let crew = await openCrew(page, opened.venue);
    await expect(crew.getByRole("listitem", { name: boy.user.user_name })).toBeVisible();

    // The signal goes; the page is reloaded.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: say.offline })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("listitem").filter({ hasText: opened.venue })).toBeVisible();
    crew = await openCrew(page, opened.venue);
    await expect(crew).toHaveAccessibleName(say.crew);
    const row = crew.getByRole("listitem", { name: boy.user.user_name });
    await row.getByRole("button", { name: say.arrive(boy.user.user_name) }).click();
    await expect(row.getByText(say.waitingArrival)).toBeVisible();
    expect(checkInPosts).toEqual([]);

    // Reloaded again with no signal: the check-in is still waiting on the phone.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: say.offline })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: say.waitingRegion })).toContainText(say.waitingOne);
    crew = await openCrew(page, opened.venue);
    await expect(
      crew.getByRole("listitem", { name: boy.user.user_name }).getByText(say.waitingArrival),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The crew of the other work of the day, never opened before the signal went, is there too.
    await page.getByRole("searchbox").fill(notOpened.venue);
    crew = await openCrew(page, notOpened.venue);
    await expect(crew.getByRole("listitem", { name: other.user.user_name })).toBeVisible();
    await page.keyboard.press("Escape");

    // The signal returns: the check-in is sent by itself, once.
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: say.offline })).toHaveCount(0);
    await expect(page.getByRole("region", { name: say.waitingRegion })).toHaveCount(0, { timeout: 15_000 });
    expect(checkInPosts).toHaveLength(1);
    const arrivals: { user: number }[] = await (
      await request.get(`/api/sub_admin/check-in/${opened.workId}/`, { headers: bearer(captain.token) })
    ).json();
    expect(arrivals.map((a) => a.user)).toEqual([boy.user.id]);
    crew = await openCrew(page, opened.venue);
    await expect(
      crew.getByRole("listitem", { name: boy.user.user_name }).getByText(say.arrived),
    ).toBeVisible();
  });
}
