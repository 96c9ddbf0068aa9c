import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK = aListedWork({
  no_of_boys_needed: 3,
  assigned_count: 4,
  boys_assigned: 3,
  captains_assigned: 1,
});

describe("the crew sheet counts as the work card does", () => {
  it("three boys and a captain read 3/3 assigned, not 4/3", async () => {
    signIn("subadmin");
    const crew = [
      { ...BOY, id: 1, user_id: 21, user_name: "Manu" },
      { ...BOY, id: 2, user_id: 22, user_name: "Biju", role: "head_boy" as const },
      { ...BOY, id: 3, user_id: 23, user_name: "Sajan" },
      { ...BOY, id: 4, user_id: 24, user_name: "Captain Ravi", role: "subadmin" as const },
    ];
    mockFetch((call) => {
      if (call.url.includes("/ratings-wages/")) return { body: { ratings: [], wages: [] } };
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
    expect(screen.getByText(/Sree Hall · 3\/3 assigned/)).toBeTruthy();
    expect(screen.queryByText(/4\/3 assigned/)).toBeNull();
  });
});
