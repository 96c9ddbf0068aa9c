import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK = aListedWork({
  no_of_boys_needed: 3,
  captains_needed: 1,
  assigned_count: 4,
  boys_assigned: 3,
  captains_assigned: 1,
});

const wage = (user: number, payment_status: "paid" | "not_paid") => ({ user, payment_status });

describe("the crew sheet counts as the work card does", () => {
  it("three boys and a captain: 3 assigned / 3 needed and 1 of 1 captain; entered wages are not called paid", async () => {
    signIn("subadmin");
    const crew = [
      { ...BOY, id: 1, user_id: 21, user_name: "Manu", is_waged: true },
      { ...BOY, id: 2, user_id: 22, user_name: "Biju", role: "head_boy" as const, is_waged: true },
      { ...BOY, id: 3, user_id: 23, user_name: "Sajan", is_rated: false as const },
      {
        ...BOY,
        id: 4,
        user_id: 24,
        user_name: "Captain Ravi",
        role: "subadmin" as const,
        is_rated: false as const,
      },
    ];
    mockFetch((call) => {
      if (call.url.includes("/ratings-wages/"))
        return { body: { ratings: [], wages: [wage(21, "paid"), wage(22, "not_paid")] } };
      if (call.url.startsWith("/api/sub_admin/check-in/")) return { body: [] };
      return { body: crew };
    });
    renderUi(
      <AssignedBoysSheet
        work={WORK}
        savedUserId={null}
        onClose={vi.fn()}
        onRate={vi.fn()}
        onWage={vi.fn()}
      />,
    );
    await screen.findByText("Captain Ravi");
    const tally = screen.getByTestId("crew-tally");
    expect(within(tally).getByText("3 assigned / 3 needed")).toBeTruthy();
    expect(within(tally).getByText("1 of 1 captain")).toBeTruthy();
    // Two wages entered, one of them paid: "paid" counts only the one marked paid.
    expect(within(tally).getByText("Rated 2 of 4 · wages entered 2 of 4 · paid 1 of 4")).toBeTruthy();
    expect(screen.queryByText(/3\/3 assigned|4\/3 assigned|2 paid/)).toBeNull();
  });
});
