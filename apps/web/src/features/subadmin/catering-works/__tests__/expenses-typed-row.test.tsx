import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { ExpensesSheet } from "../components/expenses-sheet";

const TOTALS = {
  work: 3,
  total_paid_wages: {},
  extra_expenses: [],
  wages_total: "0.00",
  paid_total: "0.00",
  pending_total: "0.00",
  extra_expenses_total: "0.00",
  total_amount: "0.00",
};

describe("Work Expenses", () => {
  it("saves the row just typed, without adding it to the list first", async () => {
    signIn("subadmin");
    const calls = mockFetch((call) =>
      call.method === "POST" ? { body: { status: true, message: "Saved" } } : { body: TOTALS },
    );
    renderUi(<ExpensesSheet work={aListedWork({ date: "2026-11-22" })} onClose={vi.fn()} />);
    const save = await screen.findByRole("button", { name: "Save Expenses" });
    expect(save).toHaveProperty("disabled", true);

    fireEvent.change(screen.getByLabelText("Expense type"), { target: { value: "Ice" } });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "120.50" } });
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    fireEvent.click(save);

    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      catering_work: 3,
      expense_type: "Ice",
      amount: "120.50",
    });
    // The row is cleared once saved, so a second press has nothing left to send.
    await waitFor(() => expect(screen.getByLabelText("Expense type")).toHaveProperty("value", ""));
    expect(save).toHaveProperty("disabled", true);
  });

  it("saves the listed drafts and the typed row together", async () => {
    signIn("subadmin");
    const calls = mockFetch((call) =>
      call.method === "POST" ? { body: { status: true, message: "Saved" } } : { body: TOTALS },
    );
    renderUi(<ExpensesSheet work={aListedWork()} onClose={vi.fn()} />);
    const type = await screen.findByLabelText("Expense type");
    fireEvent.change(type, { target: { value: "Ice" } });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "100" } });
    const another = screen.getByRole("button", { name: "Add another expense" });
    await waitFor(() => expect(another).toHaveProperty("disabled", false));
    fireEvent.click(another);
    await screen.findByRole("list", { name: "Draft expenses" });
    fireEvent.change(type, { target: { value: "Van" } });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "250" } });
    const save = screen.getByRole("button", { name: "Save Expenses" });
    await waitFor(() => expect(another).toHaveProperty("disabled", false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(
      calls.filter((c) => c.method === "POST").map((c) => (c.body as { expense_type: string }).expense_type),
    ).toEqual(["Ice", "Van"]);
  });
});
