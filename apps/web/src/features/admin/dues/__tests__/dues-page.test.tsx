import type { Dues } from "@catercrew/shared/schemas/receivables";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldError, mockFetch, renderWithI18n, signIn } from "@/test/render";
import { DuesPage } from "../dues-page";

/** The dues screen: totals, each client the worst first, and recording a payment with TDS. */

const zero = { not_due: "0.00", d1_30: "0.00", d31_60: "0.00", d61_90: "0.00", over_90: "0.00" };
const DUES: Dues = {
  as_of: "2026-06-20",
  totals: {
    balance: "3540.00",
    overdue: "2360.00",
    advance: "0.00",
    ageing: { ...zero, d31_60: "1180.00", over_90: "1180.00", not_due: "1180.00" },
  },
  clients: [
    {
      client_id: 7,
      name: "Late Caterers",
      mobile: "9847000001",
      balance: "2360.00",
      overdue: "2360.00",
      advance: "0.00",
      ageing: { ...zero, d31_60: "1180.00", over_90: "1180.00" },
      open_invoices: 2,
      oldest_due_date: "2026-02-20",
    },
    {
      client_id: 8,
      name: "Fresh Hosts",
      mobile: null,
      balance: "1180.00",
      overdue: "0.00",
      advance: "0.00",
      ageing: { ...zero, not_due: "1180.00" },
      open_invoices: 1,
      oldest_due_date: "2026-06-25",
    },
  ],
};

function answer() {
  return mockFetch((c) =>
    c.method === "POST"
      ? {
          body: {
            id: 1,
            client_id: 7,
            amount: "1000.00",
            tds_amount: "20.00",
            method: "upi",
            reference: "UTR55",
            received_on: "2026-06-20",
            advance: "0.00",
            allocations: [],
            created_at: "2026-06-20T10:00:00Z",
          },
        }
      : { body: DUES },
  );
}

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};

describe("DuesPage", () => {
  it("shows the totals and each client the worst first, with his buckets", async () => {
    signIn("admin", { role: "admin" });
    answer();
    await renderWithI18n(<DuesPage />, { lang: "en", catalogs: ["admin"] });
    const list = await screen.findByRole("list", { name: "Clients who owe" });
    const rows = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(rows.map((r) => within(r).getByRole("heading").textContent)).toEqual([
      "Late Caterers",
      "Fresh Hosts",
    ]);
    expect(within(rows[0] as HTMLElement).getByText(/31-60 days late: ₹1,180.00/)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Over 90 days late: ₹1,180.00/)).toBeTruthy();
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("₹3,540.00")).toBeTruthy();
    expect(within(totals).getByText("₹2,360.00")).toBeTruthy();
  });

  it("records a part payment with TDS; TDS above the amount is refused before sending", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer();
    await renderWithI18n(<DuesPage />, { lang: "en", catalogs: ["admin"] });
    const late = (await screen.findByText("Late Caterers")).closest("[data-testid]") as HTMLElement;
    fireEvent.click(within(late).getByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a payment" });
    fireEvent.change(input("amount"), { target: { value: "1000" } });
    fireEvent.change(input("tds_amount"), { target: { value: "1000.01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(fieldError(input("tds_amount"))).toBe("TDS cannot be more than the amount received"),
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.change(input("tds_amount"), { target: { value: "20" } });
    fireEvent.change(input("reference"), { target: { value: "UTR55" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toContain("/api/clients/7/payments/");
    expect(post?.body).toMatchObject({ amount: "1000", tds_amount: "20", method: "upi", reference: "UTR55" });
  });

  it("reads in Malayalam", async () => {
    signIn("admin", { role: "admin" });
    answer();
    await renderWithI18n(<DuesPage />, { lang: "ml", catalogs: ["admin"] });
    expect(await screen.findByRole("heading", { name: "കുടിശ്ശിക" })).toBeTruthy();
    await screen.findByText("Late Caterers");
    expect(screen.getAllByRole("button", { name: /രേഖപ്പെടുത്തുക/ })).toHaveLength(2);
  });
});
