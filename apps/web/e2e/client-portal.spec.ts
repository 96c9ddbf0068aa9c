import type { APIRequestContext } from "@playwright/test";
import { adminSession, bearer, createActor, expect, signInBrowser, test, uniqueMobile } from "./fixtures";
import { useLanguage } from "./language";

/**
 * The client's own page (docs/decisions/062-clients-own-page.md): a client books at 360 px in
 * Malayalam and sees the price before sending; the admin confirms the booking at 1366 px; on the
 * day the client sees two arrivals appear as the captain checks them in; then he opens his bill.
 */
test.describe.configure({ timeout: 120_000 });

const run = Date.now() % 100_000;
const todayInKolkata = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const inDays = (days: number) => {
  const d = new Date(`${todayInKolkata()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A client with a rate card, and a sign-in link to his page. */
async function seedClient(request: APIRequestContext) {
  const admin = await adminSession(request);
  const auth = bearer(admin.tokens.access);
  const mobile = uniqueMobile();
  const created = await request.post("/api/clients/", {
    headers: auth,
    data: { name: `Paragon Caterers ${run}`, kind: "caterer", mobile },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = await created.json();
  // His own rates, so what other tests set on the agency's default card does not change his price.
  const rates = await request.put(`/api/clients/${client.id}/rates/`, {
    headers: auth,
    data: {
      rates: {
        boys: "700.00",
        head_boy: "900.00",
        supervisor: "1000.00",
        subadmin: "1200.00",
        transport: "0.00",
      },
    },
  });
  expect(rates.ok(), await rates.text()).toBe(true);
  const link = await request.post(`/api/clients/${client.id}/portal-link/`, { headers: auth });
  expect(link.ok(), await link.text()).toBe(true);
  return { admin, auth, client, link: (await link.json()) as { url: string; token: string } };
}

test.describe("a client books at 360 px in Malayalam", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("signs in by the admin's link, sees the price as he types, sends the booking", async ({
    page,
    request,
  }) => {
    const { link } = await seedClient(request);
    await useLanguage(page, "ml");
    await page.goto(`/client/signin#token=${link.token}`);
    await expect(page.getByRole("heading", { name: "എന്റെ പരിപാടികൾ" })).toBeVisible();
    await page.getByRole("link", { name: "ജീവനക്കാരെ ബുക്ക് ചെയ്യുക" }).first().click();
    await page.getByLabel("തീയതി").fill(inDays(5));
    await page.getByLabel("എത്തേണ്ട സമയം").fill("10:00");
    await page.getByLabel("വേദി").fill(`ലക്ഷ്മി ഓഡിറ്റോറിയം ${run}`);
    await page.getByLabel("സ്ഥലം").fill("ഒറ്റപ്പാലം");
    await page.getByLabel("വിലാസം").fill("മെയിൻ റോഡ്");
    await page.getByLabel("ബോയ്സ്", { exact: true }).fill("6");
    await page.getByLabel("ഹെഡ് ബോയ്സ്").fill("1");
    // 6 x ₹700 + 1 x ₹900, before he sends anything.
    await expect(page.getByTestId("quote-total")).toHaveText(/5,100/);
    await expect(page.getByRole("button", { name: "ബുക്കിംഗ് അയയ്ക്കുക" })).toBeEnabled();
    // Sent from the keyboard, as a phone's "Go" key does.
    await page.getByLabel("ഹെഡ് ബോയ്സ്").press("Enter");
    await expect(page.getByText("ഏജൻസിയുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു")).toBeVisible();
    // Nothing in the page is wider than the phone.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(360);
  });
});

test("the admin confirms a booking at 1366 px; the client watches two arrivals and opens his bill", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { admin, auth, link, client } = await seedClient(request);
  // The client's booking, through his own session.
  const signin = await request.post("/api/client-portal/signin/", { data: { token: link.token } });
  const clientToken = (await signin.json()).tokens.access as string;
  const venue = `Paragon Hall ${run}`;
  const booked = await request.post("/api/client-portal/bookings/", {
    headers: bearer(clientToken),
    data: {
      date: inDays(3),
      reporting_time: "10:00",
      work_type: "lunch",
      venue_name: venue,
      address: "Main Road",
      place: "Ottapalam",
      district: "palakkad",
      guests: 300,
      needs: { boys: 2, head_boys: 0, supervisors: 0, captains: 1 },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The admin confirms it from the dashboard's line.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInBrowser(page, "admin", admin);
  await page.goto("/admin/dashboard");
  await page
    .getByRole("link", { name: /1 booking from a client to confirm|bookings from clients to confirm/ })
    .click();
  const card = page.getByRole("listitem").filter({ hasText: venue });
  await card.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm into a work" }).click();
  await expect(page).toHaveURL(/\/admin\/works\?work=\d+/);
  const workId = Number(new URL(page.url()).searchParams.get("work"));

  // On the day: the crew is assigned and the captain checks two of them in.
  const moved = await request.put(`/api/admin_panel/catering-work/${workId}/update/`, {
    headers: auth,
    data: {
      Auditorium_name: venue,
      customer_name: client.name,
      customer_mobile: client.mobile,
      address: "Main Road",
      place: "Ottapalam",
      district: "palakkad",
      date: todayInKolkata(),
      reporting_time: "10:00",
      work_type: "lunch",
      no_of_boys_needed: 2,
      attendees: 300,
      payment_amount: "2600",
      client_id: client.id,
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const boys = [
    await createActor(request, "boys", { user_name: `Manu Krishnan ${run}` }),
    await createActor(request, "boys", { user_name: `Biju Varghese ${run}` }),
  ];
  const captain = await createActor(request, "subadmin", { user_name: `Suresh Captain ${run}` });
  for (const [role, people] of [
    ["boys", boys],
    ["subadmin", [captain]],
  ] as const) {
    const res = await request.post("/api/admin_panel/assign/head-boy-captain/", {
      headers: auth,
      data: { work_id: workId, role_type: role, user_ids: people.map((p) => p.user.id) },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The admin makes him a sign-in link from the client's record.
  await page.goto(`/admin/billing/clients/${client.id}`);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  const linkBox = page.getByLabel("Sign-in link (works once, for 48 hours)");
  await expect(linkBox).toHaveValue(/\/client\/signin#token=/);
  await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${client.mobile}\\?text=`),
  );
  const secondLink = new URL(await linkBox.inputValue());

  const clientPage = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await clientPage.goto(`/client/signin${secondLink.hash}`);
  // Signed in (his page opens) before going to the work.
  await expect(clientPage.getByRole("heading", { name: "My events" })).toBeVisible();
  await clientPage.goto(`/client/works/${workId}`);
  await expect(clientPage.getByText("Arrived: 0 of 3")).toBeVisible();
  await expect(clientPage.getByText("Suresh Captain", { exact: true })).toBeVisible();
  for (const boy of boys) {
    const res = await request.post("/api/sub_admin/check-in/", {
      headers: bearer(captain.token),
      data: { work: workId, user: boy.user.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // The page asks again by itself: no reload.
  await expect(clientPage.getByText("Arrived: 2 of 3")).toBeVisible({ timeout: 30_000 });
  await expect(clientPage.getByText("Manu", { exact: true })).toBeVisible();
  // Never a worker's mobile number.
  await expect(clientPage.locator("body")).not.toContainText(boys[0]?.mobile ?? "none");

  // His bill: drafted from the crew that came and issued by the admin.
  const draft = await request.post("/api/invoices/", { headers: auth, data: { work_id: workId } });
  expect(draft.status(), await draft.text()).toBe(201);
  const issued = await request.post(`/api/invoices/${(await draft.json()).id}/issue/`, {
    headers: auth,
    data: {},
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const number = (await issued.json()).number as string;
  await clientPage.goto("/client/bills");
  await expect(clientPage.getByText(number)).toBeVisible();
  await clientPage.close();
});
