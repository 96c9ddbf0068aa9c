import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { aWork } from "@/test/work-samples";
import { WorkDetailDialog } from "../components/work-detail-dialog";

const person = (n: number, role: AssignedUser["role"]): AssignedUser => ({
  id: n,
  user_id: 100 + n,
  user_code: `CK${100 + n}`,
  user_name: `Person ${n}`,
  email: "",
  mobile: "9000000000",
  place: "",
  district: "",
  role,
  type: role === "supervisor" ? "supervisor" : "boys",
  source: "admin",
  is_setting: false,
  is_loading: false,
  is_rated: false,
  wage_id: null,
  is_waged: false,
  assigned_at: "2026-11-01T00:00:00.000Z",
  upi_id: "",
});

describe("the admin's work page counts its crew as the card does", () => {
  it("seven boys (one a head boy) and a captain on a work for eight: 7 of 8 and 1 short, never 'Assigned 8'", async () => {
    signIn("admin", { role: "admin" });
    const crew = [
      ...[1, 2, 3, 4, 5, 6].map((n) => person(n, "boys")),
      person(7, "head_boy"),
      person(8, "subadmin"),
    ];
    mockFetch((call) => {
      if (call.url.includes("/assigned-users/")) return { body: crew };
      if (call.url.includes("/catering-work/"))
        return {
          body: aWork({ no_of_boys_needed: 8, head_boys_needed: 2, captains_needed: 1, date: "2099-01-01" }),
        };
      return { body: [] };
    });
    renderUi(<WorkDetailDialog workId={3} onClose={vi.fn()} />);
    const tally = await screen.findByRole("region", { name: "Crew by role" });
    expect(within(tally).getByText("7 assigned / 8 needed")).toBeTruthy();
    expect(within(tally).getByText("· 1 short")).toBeTruthy();
    expect(within(tally).getByText("1 of 2 head boys")).toBeTruthy();
    expect(within(tally).getByText("1 of 1 captain")).toBeTruthy();
    expect(screen.queryByText("Assigned", { exact: true })).toBeNull();
  });
});
