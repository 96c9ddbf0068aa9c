import type { APIRequestContext } from "@playwright/test";
import { createWorkApi } from "./admin-helpers";
import { bearer, expect, uniqueMobile } from "./fixtures";

const kolkataToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** A POST by the admin that must succeed; answers its body. */
export async function postOk<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method: "POST", headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * A client with his own rate (boys 650, transport 500), and a work of today (Kerala) for him with
 * two boys assigned: ₹1,800.00 to bill, no GST (record 056).
 */
export async function workToBill(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<{ client: { id: number }; workId: number }> {
  const rates = await request.put("/api/billing/rates/", {
    headers: bearer(token),
    data: { rates: { boys: "650", transport: "500" } },
  });
  expect(rates.ok()).toBe(true);
  const client = await postOk<{ id: number }>(request, token, "/api/clients/", {
    name,
    mobile: uniqueMobile(),
  });
  const workId = await createWorkApi(request, token, {
    client_id: client.id,
    // The customer is the client's (filled from him).
    customer_name: undefined,
    customer_mobile: undefined,
    Auditorium_name: `${name} Hall`,
    place: "Aluva",
    district: "ernakulam",
    date: kolkataToday(),
    reporting_time: "23:00",
    work_type: "Dinner",
    no_of_boys_needed: 2,
    attendees: 100,
    payment_amount: "1800",
  });
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const made = await postOk<{ user: { id: number } }>(request, token, "/api/users/create-user/", {
      user_name: `${name} boy ${i}`,
      mobile_number: uniqueMobile(),
      role: "boys",
      password: "secret123",
      // An adult: the work reports at 23:00, a night work (record 064).
      date_of_birth: "1995-05-05",
    });
    ids.push(made.user.id);
  }
  await postOk(request, token, "/api/admin_panel/assign/head-boy-captain/", {
    work_id: workId,
    role_type: "boys",
    user_ids: ids,
  });
  return { client, workId };
}
