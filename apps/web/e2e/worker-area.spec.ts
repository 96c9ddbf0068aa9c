import type { APIRequestContext, Page } from "@playwright/test";
import { createWorkBody } from "./admin-helpers";
import { axeOn } from "./axe";
import { adminSession, expect, signInAs, test, uniqueMobile } from "./fixtures";

// A cheap Android phone.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PASSWORD = "worker-pass-1";
let counter = 0;

function futureDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).tokens.access;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Worker {
  id: number;
  mobile: string;
  userCode: string;
  name: string;
  token: string;
}

async function createWorker(request: APIRequestContext, admin: string, name: string): Promise<Worker> {
  const mobile = uniqueMobile();
  const res = await request.post("/api/users/create-user/", {
    headers: bearer(admin),
    data: {
      user_name: name,
      mobile_number: mobile,
      role: "boys",
      password: PASSWORD,
      address: "House 1, Temple Road",
      district: "palakkad",
      place: "Cherpulassery",
      employment_type: "part_time",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()).user;
  const signin = await request.post("/api/users/signin/", {
    data: { identifier: mobile, password: PASSWORD },
  });
  expect(signin.ok()).toBe(true);
  return { id: user.id, mobile, userCode: user.user_id, name, token: (await signin.json()).tokens.access };
}

async function createPublishedWork(
  request: APIRequestContext,
  admin: string,
  over: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  const name = `E2E Hall ${Date.now()}-${++counter}`;
  const work = {
    Auditorium_name: name,
    Catering_company: "Malabar Caterers",
    customer_name: "Customer",
    place: "Ottapalam",
    date: futureDate(7),
    reporting_time: "10:30",
    no_of_boys_needed: 10,
    attendees: 300,
    ...over,
  };
  const created = await createWorkBody(request, admin, work, { publish: true });
  return { id: created.id, name: created.Auditorium_name };
}

async function requestAsWorker(request: APIRequestContext, worker: Worker, workId: number) {
  const res = await request.post("/api/users/work-request/create/", {
    headers: bearer(worker.token),
    data: { work: workId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).request.id as number;
}

async function decide(
  request: APIRequestContext,
  admin: string,
  requestId: number,
  status: "accepted" | "rejected",
) {
  const res = await request.put(`/api/admin_panel/work-request/${requestId}/status-update/`, {
    headers: bearer(admin),
    data: { status },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signInUI(page: Page, request: APIRequestContext, worker: Worker) {
  await signInAs(page, request, "user", worker.mobile, PASSWORD);
  await expect(page).toHaveURL(/\/user\/home$/);
}

/** A card of the home page's available works (other tests' works may come first: "Show more"). */
async function availableCard(page: Page, name: string) {
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(page.getByRole("heading", { name: /Available Works/ })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    const more = page.getByRole("button", { name: /Show more works/ });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expect(card).toBeVisible();
  return card;
}

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "page scrolls sideways").toBeLessThanOrEqual(client);
}

test("a new worker signs in, requests a work, sees it pending, and Accepted once the admin accepts", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Anil Kumar");
  const work = await createPublishedWork(request, admin);

  await signInUI(page, request, worker);
  await expect(page).toHaveTitle("User Dashboard | CaterCrew");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Anil Kumar");
  await expect(page.getByRole("link", { name: /Pending Requests/ })).toHaveAttribute(
    "href",
    "/user/my-works?filter=pending",
  );
  const card = await availableCard(page, work.name);
  await expect(card.getByText("High Priority")).toBeVisible();
  await expectNoHorizontalScroll(page);

  await card.getByRole("button", { name: `Request Work: ${work.name}` }).click();
  await expect(page.getByText("Work request sent successfully!")).toBeVisible();
  await expect(card.getByRole("button", { name: "Already Requested" })).toBeDisabled();

  await page.getByRole("link", { name: /Pending Requests/ }).click();
  await expect(page).toHaveURL(/\/user\/my-works\?filter=pending$/);
  await expect(page.getByRole("tab", { name: /Pending Works/ })).toHaveAttribute("aria-selected", "true");
  const entry = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: work.name });
  await expect(entry).toContainText("Request: Pending");
  await expectNoHorizontalScroll(page);

  // The admin accepts the request (seeded through the API).
  const list = await request.get(`/api/admin_panel/work-join-requests/${work.id}/`, {
    headers: bearer(admin),
  });
  const mine = ((await list.json()) as { id: number; boy: { id: number } }[]).find(
    (r) => r.boy.id === worker.id,
  );
  expect(mine).toBeDefined();
  await decide(request, admin, mine?.id ?? 0, "accepted");

  await entry.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/work-details/${work.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: work.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accepted" })).toBeDisabled();
  // Assigned: the rating and wage panels show, with no wage yet.
  await expect(page.getByText("No wage data available for this work.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in Maps" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Back on the home page (cached for 5 minutes; a reload fetches again) the counts moved.
  await page.getByRole("link", { name: "Home" }).click();
  await page.reload();
  await expect(page.getByRole("link", { name: /Accepted Requests/ })).toContainText("1");
});

test("work details: the request button's states and the duplicate message", async ({ page, request }) => {
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Biju Thomas");
  const fresh = await createPublishedWork(request, admin, { attendees: 150 });
  const rejected = await createPublishedWork(request, admin, { attendees: 50 });
  const rid = await requestAsWorker(request, worker, rejected.id);
  await decide(request, admin, rid, "rejected");

  await signInUI(page, request, worker);
  await page.goto(`/user/work-details/${fresh.id}`);
  await expect(page.getByText("Medium Priority")).toBeVisible();
  const send = page.getByRole("button", { name: `Send Work Request: ${fresh.name}` });
  await expect(send).toBeEnabled();
  // Another tab requests first: this click gets the 409 and its message.
  await requestAsWorker(request, worker, fresh.id);
  await send.click();
  await expect(page.getByText("You have already applied for this work!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Already Requested" })).toBeDisabled();

  await page.goto(`/user/work-details/${rejected.id}`);
  await expect(page.getByText("Low Priority")).toBeVisible();
  await expect(page.getByRole("button", { name: "Rejected" })).toBeDisabled();

  await page.goto("/user/work-details/99999999");
  await expect(page.getByText("Work not found")).toBeVisible();
});

test("My Works: summary, tabs with counts, ?filter= and case-insensitive search", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Charles Varghese");
  const a = await createPublishedWork(request, admin, {
    place: "Shoranur",
    Auditorium_name: `Lotus Hall ${Date.now()}`,
  });
  const b = await createPublishedWork(request, admin, {
    place: "Pattambi",
    Catering_company: "Zamzam Caterers",
  });
  const c = await createPublishedWork(request, admin);
  const ra = await requestAsWorker(request, worker, a.id);
  const rb = await requestAsWorker(request, worker, b.id);
  await requestAsWorker(request, worker, c.id);
  await decide(request, admin, ra, "accepted");
  await decide(request, admin, rb, "rejected");

  await signInUI(page, request, worker);
  await page.goto("/user/my-works?filter=rejected");
  const tabs = page.getByRole("tablist", { name: "Filter works" });
  await expect(tabs.getByRole("tab", { name: /Rejected Requests/ })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "All Works 3" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Pending Works 1" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Accepted Requests 1" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Rejected Requests 1" })).toBeVisible();
  const cards = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link") });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(b.name);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("3Total Works");
  await expectNoHorizontalScroll(page);

  await tabs.getByRole("tab", { name: /All Works/ }).click();
  await expect(page).toHaveURL(/\/user\/my-works$/);
  await expect(cards).toHaveCount(3);

  const search = page.getByRole("searchbox", { name: "Search works" });
  await search.fill("lotus");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(a.name);
  await search.fill("PATTAMBI");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(b.name);
  await search.fill("zamzam");
  await expect(cards).toHaveCount(1);
  await search.fill("charles");
  await expect(cards).toHaveCount(3);
  await search.fill("no such thing");
  await expect(page.getByText("No works match your search")).toBeVisible();
  await search.fill("");

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(cards).toHaveCount(3);
});

/** `count` works dated in the past (one a day, newest first), each assigned to the worker directly. */
async function pastHistory(request: APIRequestContext, admin: string, worker: Worker, count: number) {
  const works: { id: number; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const work = await createPublishedWork(request, admin, {
      date: futureDate(-2 - i),
      already_happened: true,
    });
    const res = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: bearer(admin),
      data: { work_id: work.id, role_type: "boys", user_ids: [worker.id] },
    });
    expect(res.ok(), await res.text()).toBe(true);
    works.push(work);
  }
  return works;
}

test("my works: the upcoming works and the 50 most recent past ones, then Show earlier works", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Latha Menon");
  const upcoming = await createPublishedWork(request, admin, { date: futureDate(4) });
  await requestAsWorker(request, worker, upcoming.id);
  const past = await pastHistory(request, admin, worker, 53);

  await signInUI(page, request, worker);
  await page.goto("/user/my-works");
  const cards = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link") });
  await expect(cards).toHaveCount(51);
  await expect(cards.first()).toContainText(upcoming.name);
  await expect(cards.nth(50)).toContainText(past[49]?.name ?? "missing");
  await expect(page.getByText(past[50]?.name ?? "missing")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("51Total Works");

  const earlier = page.getByRole("button", { name: "Show earlier works" });
  await earlier.click();
  await expect(cards).toHaveCount(54);
  await expect(cards.last()).toContainText(past[52]?.name ?? "missing");
  await expect(earlier).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("54Total Works");
  await expectNoHorizontalScroll(page);
  // The monthly statement below the list still works.
  await expect(page.getByRole("heading", { name: /Monthly statement/i })).toBeVisible();
});

test("profile: edit without a license, then with a license image; read-only identity", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Dinesh Nair");
  await signInUI(page, request, worker);
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText(worker.userCode)).toBeVisible();
  await expect(page.getByText(worker.mobile)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Name/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  await page.getByLabel("Address").fill("Kallada House, Ward 7");
  await page.getByLabel("District").selectOption("thrissur");
  await page.getByLabel("Place").fill("Guruvayur");
  await page.getByLabel("Employment type").selectOption("freelance");
  await page.getByLabel("I have a bike").check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Address")).toHaveValue("Kallada House, Ward 7");
  await expect(page.getByLabel("District")).toHaveValue("thrissur");
  await expect(page.getByLabel("Employment type")).toHaveValue("freelance");
  await expect(page.getByLabel("I have a bike")).toBeChecked();

  // With a license: the image is needed, checked on the client, then saved and viewable.
  await page.getByLabel("I have a driving license").check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please upload your license image")).toBeVisible();
  const fileInput = page.getByLabel("License image");
  await fileInput.setInputFiles({
    name: "license.gif",
    mimeType: "image/gif",
    buffer: Buffer.from("GIF89a"),
  });
  await expect(page.getByText("License image must be a PNG or JPEG image")).toBeVisible();
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 1),
  ]);
  await fileInput.setInputFiles({ name: "license.png", mimeType: "image/png", buffer: png });
  // Typed values survive a server error: an image that is not really a PNG is refused by the server.
  await page.getByLabel("Place").fill("Kunnamkulam");
  await fileInput.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "PNG or JPEG" }).first()).toBeVisible();
  await expect(page.getByLabel("Place")).toHaveValue("Kunnamkulam");

  await fileInput.setInputFiles({ name: "license.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  const view = page.getByRole("link", { name: "View current license image" });
  await expect(view).toBeVisible();
  const href = await view.getAttribute("href");
  const img = await request.get(href ?? "");
  expect(img.status()).toBe(200);
  expect(img.headers()["content-type"]).toBe("image/png");
  await expectNoHorizontalScroll(page);
});

test("logout returns to the worker login with a toast", async ({ page, request }) => {
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Eldho Paul");
  await signInUI(page, request, worker);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await page.goto("/user/home");
  await expect(page).toHaveURL(/\/user\/login$/);
});

test("worker screens have no serious accessibility problems and no sideways scrolling", async ({
  page,
  request,
}) => {
  // Four screens, each with a full axe run: over the default time on a busy 2-core machine.
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const worker = await createWorker(request, admin, "Faisal Rahman");
  const work = await createPublishedWork(request, admin, { instructions: "Black pant, white shirt" });
  // The next day: one person holds one work per day and meal (docs/decisions/037).
  const other = await createPublishedWork(request, admin, { date: futureDate(8) });
  const rid = await requestAsWorker(request, worker, work.id);
  await decide(request, admin, rid, "accepted");
  await requestAsWorker(request, worker, other.id);

  await signInUI(page, request, worker);
  const screens: [string, string][] = [
    ["/user/home", "Available Works"],
    ["/user/my-works", work.name],
    [`/user/work-details/${work.id}`, "Black pant, white shirt"],
    ["/user/profile", worker.userCode],
  ];
  for (const [url, text] of screens) {
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    const results = await axeOn(page).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${url}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  }
});
