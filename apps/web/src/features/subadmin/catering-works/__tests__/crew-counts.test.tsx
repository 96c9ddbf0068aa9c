import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { EMPTY_WORK_LOGISTICS } from "@catercrew/shared/schemas/works";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK: WorkListItem = {
  id: 3,
  Auditorium_name: "Sree Hall",
  Catering_company: "",
  customer_name: "Anil",
  customer_mobile: "9000000011",
  address: "Main Road",
  place: "Ottapalam",
  district: "palakkad",
  date: "2026-11-22",
  reporting_time: "10:00",
  work_type: "wedding",
  no_of_boys_needed: 3,
  attendees: 200,
  payment_amount: "10000.00",
  location_url: "",
  remarks: "",
  about_work: "",
  About_work: "",
  instructions: "",
  logistics: EMPTY_WORK_LOGISTICS,
  is_published: true,
  status: "pending",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
  assigned_count: 4,
  pending_requests: 0,
  boys_assigned: 3,
  captains_assigned: 1,
  supervisors_assigned: 0,
};

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
