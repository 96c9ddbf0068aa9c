import type { SuggestedCrew, SuggestedWorker } from "@catercrew/shared/schemas/crews";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { SuggestedCrewSection } from "../components/suggested-crew-section";

/** The work's page knows the waitlist's open offers: it does not invite a second fill of the same places. */

const BOY: SuggestedWorker = {
  request: 50,
  user: 12,
  user_name: "Manu",
  role: "boys",
  requested_at: "2026-11-01T00:00:00.000Z",
  score: 5,
  reasons: [],
  facts: {
    average_rating: 0,
    no_shows: 0,
    late_cancellations: 0,
    works_done: 0,
    works_this_month: 0,
    same_district: false,
    has_bike: false,
  },
};
const crew = (open_offers: number): SuggestedCrew => ({
  needed: 8,
  filled: 7,
  bike_needed: false,
  open_offers,
  suggested: [BOY],
  supervisors_needed: 0,
  supervisors_filled: 0,
  supervisors: [],
});

describe("the suggested crew while offers are out", () => {
  it("offers out: no 'Accept the suggested 1', and the page says the places are offered", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: crew(3) }));
    renderUi(<SuggestedCrewSection workId={3} upcoming />);
    expect(
      await screen.findByText(
        "3 workers from the waitlist hold offers for the free places. Wait for their answers before accepting anyone else.",
      ),
    ).toBeTruthy();
    const accept = screen.getByRole("button", { name: /Accept the suggested/ });
    expect(accept.textContent).toContain("Accept the suggested 0");
    expect(accept.hasAttribute("disabled")).toBe(true);
  });

  it("no offers out: the free place can be filled from the suggestions", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: crew(0) }));
    renderUi(<SuggestedCrewSection workId={3} upcoming />);
    const accept = await screen.findByRole("button", { name: /Accept the suggested 1/ });
    expect(accept.hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText(/hold offers/)).toBeNull();
  });
});
