import type { MyPayout } from "@catercrew/shared/schemas/payouts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { PayoutLine } from "../payout-line";

const PAID: MyPayout = {
  id: 31,
  wage_id: 12,
  amount: "740.00",
  method: "razorpayx",
  destination: "ra…@okaxis",
  status: "paid",
  utr: "432112345678",
  failure_reason: null,
  paid_at: "2026-11-28T18:12:00.000Z",
  marked_at: null,
  confirmed_at: null,
  disputed_at: null,
  work_id: 9,
  venue: "Sree Hall",
  work_date: "2026-11-28",
};

describe("the worker's payout line (record 060)", () => {
  it("says how, when and with which UTR the wage was paid, on the Kolkata clock", () => {
    renderUi(<PayoutLine payout={PAID} />);
    expect(screen.getByTestId("payout-line").textContent).toBe(
      "Paid ₹740 by UPI on 28 Nov, 11:42 PM, UTR 432112345678",
    );
  });

  it("a bank transfer on its way, and a reversed payout, read as such", () => {
    const { unmount } = renderUi(
      <PayoutLine
        payout={{ ...PAID, destination: "xxxx4321", status: "processing", utr: null, paid_at: null }}
      />,
    );
    expect(screen.getByTestId("payout-line").textContent).toBe("₹740 is on its way by bank transfer.");
    unmount();
    renderUi(<PayoutLine payout={{ ...PAID, status: "reversed" }} />);
    expect(screen.getByTestId("payout-line").textContent).toContain("did not reach you");
  });

  it("cash marked handed over asks Got it / Not received and sends the answer for this line", async () => {
    signIn("user");
    const calls = mockFetch(() => ({ body: { ...PAID, method: "cash", status: "processing" } }));
    const cash: MyPayout = {
      ...PAID,
      method: "cash",
      destination: null,
      status: "processing",
      utr: null,
      paid_at: null,
      marked_at: "2026-11-28T17:00:00.000Z",
    };
    renderUi(<PayoutLine payout={cash} />);
    expect(screen.getByText(/marked ₹740 paid to you in cash on 28 Nov, 10:30 PM/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Not received" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toContain("/payouts/items/31/confirm/");
    expect(post?.body).toEqual({ received: false });
  });
});
