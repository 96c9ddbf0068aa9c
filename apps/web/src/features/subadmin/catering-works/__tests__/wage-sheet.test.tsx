import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WageSheet } from "@/entities/payment/wage-sheet";
import { fieldError, mockFetch, renderUi, signIn } from "@/test/render";
import { BOY, RATING } from "./catering-works-fixtures";

const FARES = {
  fares: [
    { id: 1, fare_type: "boys", amount: "500.00" },
    { id: 2, fare_type: "loading", amount: "100.00" },
  ],
  rating_amount_per_mark: "10.00",
};

const control = (label: string) => screen.getByLabelText(label, { selector: "input, select" });

function serve(save: { status?: number; body: unknown }) {
  return mockFetch((call) => (call.method === "GET" ? { body: FARES } : save));
}

describe("WageSheet", () => {
  it("shows the live total and saves the typed amounts to boy-wage/edit", async () => {
    signIn("subadmin");
    const calls = serve({ body: { status: true, message: "Wage saved", wage: {} } });
    const onSaved = vi.fn();
    renderUi(
      <WageSheet
        workId={3}
        user={BOY}
        rating={RATING}
        wage={undefined}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    await screen.findByText("Total wage");
    fireEvent.change(control("Travel allowance (TA)"), { target: { value: "40.50" } });
    fireEvent.change(control("Bonus"), { target: { value: "9.99" } });
    fireEvent.change(control("Payment status"), { target: { value: "paid" } });
    // 500 base + 3 good marks x 10 + 100 loading + 40.50 + 9.99
    await waitFor(() => expect(screen.getByText("Total wage").nextSibling?.textContent).toBe("₹680.49"));
    fireEvent.click(screen.getByRole("button", { name: "Save Wage" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const save = calls.find((c) => c.method !== "GET");
    expect(save?.url).toBe("/api/sub_admin/boy-wage/edit/");
    expect(save?.method).toBe("PATCH");
    expect(save?.body).toEqual({
      user: 21,
      work: 3,
      travel_allowance: "40.50",
      over_time: "0.00",
      long_fare: "0.00",
      bonus: "9.99",
      payment_status: "paid",
    });
  });

  it("shows a bad amount under its field and sends nothing", async () => {
    signIn("subadmin");
    const calls = serve({ body: {} });
    renderUi(
      <WageSheet
        workId={3}
        user={BOY}
        rating={RATING}
        wage={undefined}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    await screen.findByText("Total wage");
    fireEvent.change(control("Bonus"), { target: { value: "1.234" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Wage" }));
    await waitFor(() => expect(fieldError(control("Bonus"))).toMatch(/Bonus/));
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("puts the server's field errors on the fields", async () => {
    signIn("subadmin");
    serve({
      status: 400,
      body: { status: false, message: "Invalid input", errors: { over_time: ["Too much"] } },
    });
    renderUi(
      <WageSheet
        workId={3}
        user={BOY}
        rating={RATING}
        wage={undefined}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    await screen.findByText("Total wage");
    fireEvent.click(screen.getByRole("button", { name: "Save Wage" }));
    await waitFor(() => expect(fieldError(control("Over time (OT)"))).toBe("Too much"));
  });
});
