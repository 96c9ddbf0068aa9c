import type { SuggestedCrew, SuggestedWorker } from "@catercrew/shared/schemas/crews";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffingBadges } from "@/entities/work/work-badges";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { SuggestedSupervisors } from "../components/suggested-supervisors";

/** People needed per role on the cards and in the suggested crew (docs/decisions/055-admin-rates-and-pays-in-admin-area.md). */

const SUP: SuggestedWorker = {
  request: 44,
  user: 9,
  user_name: "Suresh",
  role: "supervisor",
  requested_at: "2026-11-01T00:00:00.000Z",
  score: 7,
  reasons: [],
  facts: {
    average_rating: 4.5,
    no_shows: 0,
    late_cancellations: 0,
    works_done: 3,
    works_this_month: 1,
    same_district: true,
    has_bike: false,
  },
};
const crew = (changes: Partial<SuggestedCrew>): SuggestedCrew => ({
  needed: 4,
  filled: 0,
  bike_needed: false,
  open_offers: 0,
  suggested: [],
  supervisors_needed: 2,
  supervisors_filled: 0,
  supervisors: [SUP],
  ...changes,
});

describe("people needed per role", () => {
  it("a card reads supervisors and captains against what the work needs, red while short", () => {
    renderUi(
      <StaffingBadges
        boys={4}
        needed={4}
        captains={1}
        supervisors={0}
        captainsNeeded={1}
        supervisorsNeeded={2}
      />,
    );
    const sup = screen.getByText("0 of 2 supervisors");
    expect(sup.className).toMatch(/red/);
    expect(screen.getByText("1 of 1 captain")).toBeTruthy();
  });

  it("no supervisors asked for and none there: no supervisor count at all", () => {
    renderUi(
      <StaffingBadges
        boys={1}
        needed={4}
        captains={0}
        supervisors={0}
        captainsNeeded={1}
        supervisorsNeeded={0}
      />,
    );
    expect(screen.queryByText(/supervisor/)).toBeNull();
    expect(screen.getByText("0 of 1 captain")).toBeTruthy();
  });

  it("the suggested crew lists the supervisors who asked, and Accept takes one in", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: { status: true, message: "ok" } }));
    renderUi(<SuggestedSupervisors workId={3} crew={crew({})} />);
    expect(screen.getByText("0 of 2 supervisors assigned")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept Suresh" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe("/api/admin_panel/work-request/44/status-update/");
    expect(put?.body).toMatchObject({ status: "accepted" });
  });
});
