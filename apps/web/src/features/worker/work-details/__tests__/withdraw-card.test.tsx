import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { WithdrawCard } from "../components/withdraw-card";

const place = (late: boolean) => ({
  place: "on_crew",
  withdraw_cutoff_at: "2030-02-01T04:30:00.000Z",
  late_if_withdrawn_now: late,
  can_withdraw: true,
});

describe("WithdrawCard", () => {
  it("before the cut-off: says withdrawing is free, asks to confirm, then withdraws", async () => {
    signIn("user");
    const calls = mockFetch(({ method }) =>
      method === "POST"
        ? { body: { status: true, message: "Withdrawn from the work", late: false } }
        : { body: place(false) },
    );
    renderUi(<WithdrawCard workId={7} />);
    expect(await screen.findByText(/You can withdraw freely until/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Withdraw from this work" }));
    // One tap does not withdraw: the worker confirms or keeps the place.
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Yes, withdraw" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/crews/works/7/withdraw/");
  });

  it("after the cut-off: warns that it will be a late cancellation, and shows the server's refusal", async () => {
    signIn("user");
    mockFetch(({ method }) =>
      method === "POST"
        ? {
            status: 409,
            body: { status: false, code: "WITHDRAW_CLOSED", message: "This work has already started" },
          }
        : { body: place(true) },
    );
    renderUi(<WithdrawCard workId={7} />);
    expect(await screen.findByText(/kept as a late cancellation/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Withdraw from this work" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, withdraw" }));
    expect(await screen.findByText("This work has already started")).toBeTruthy();
  });

  it("shows nothing when the worker is not on the crew", async () => {
    signIn("user");
    const calls = mockFetch(() => ({
      body: { place: "none", withdraw_cutoff_at: null, late_if_withdrawn_now: false, can_withdraw: false },
    }));
    const { container } = renderUi(<WithdrawCard workId={7} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe("");
  });
});
