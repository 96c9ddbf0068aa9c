import type { LightMyRequestResponse } from "fastify";
import { assign, createWork, pastDate } from "./factories.js";
import { createTestApp, type TestApp, type TestUser } from "./helpers.js";

/** The admin's call, in English unless a language is given. */
export type AdminCall = (
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
  language?: string,
) => Promise<LightMyRequestResponse>;

/** The app of the suites that take a bill through to its payment, and their common steps. */
export interface BillingKit {
  t: TestApp;
  admin: TestUser;
  api: AdminCall;
  /** A client on 7 days' terms; his id. */
  newClient(name: string): Promise<number>;
  /** A draft bill of a completed work of three boys at 1,000.00 each (3,000.00): its id. */
  draftOf(clientId: number, daysAgo: number): Promise<number>;
  /** The same bill issued: its id. */
  billOf(clientId: number, daysAgo: number): Promise<number>;
  /** A payment received today by UPI. */
  pay(
    clientId: number,
    amount: string,
    reference: string,
    extra?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res;
}

/**
 * An admin, and the agency's rate for a boy at 1,000.00, so a work of three boys bills 3,000.00
 * (no agency GSTIN: a plain bill).
 */
export async function billingTestApp(): Promise<BillingKit> {
  const t = await createTestApp();
  const admin = await t.createUser("admin");
  const api: AdminCall = (method, url, payload, language = "en") =>
    t.request({ method, url, as: admin, payload, headers: { "accept-language": language } });
  expectStatus(
    await t.request({ method: "PUT", url: "/api/billing/rates/", as: admin, payload: { rates: { boys: "1000" } } }),
    200,
    "setting the rates",
  );

  const newClient = async (name: string) =>
    expectStatus(await api("POST", "/api/clients/", { name, payment_terms_days: 7 }), 201, "a new client").json()
      .id as number;
  const draftOf = async (clientId: number, daysAgo: number) => {
    const work = await createWork(t, { date: pastDate(daysAgo), clientId, status: "completed" });
    for (const _ of [1, 2, 3]) await assign(t, { workId: work.id, userId: (await t.createUser("boys")).id });
    return expectStatus(await api("POST", "/api/invoices/", { work_id: work.id }), 201, "a draft").json()
      .id as number;
  };
  const billOf = async (clientId: number, daysAgo: number) => {
    const id = await draftOf(clientId, daysAgo);
    expectStatus(await api("POST", `/api/invoices/${id}/issue/`, {}), 200, "issuing the bill");
    return id;
  };
  const pay: BillingKit["pay"] = (clientId, amount, reference, extra = {}) =>
    api("POST", `/api/clients/${clientId}/payments/`, {
      amount,
      method: "upi",
      reference,
      received_on: pastDate(0),
      ...extra,
    });
  return { t, admin, api, newClient, draftOf, billOf, pay };
}
