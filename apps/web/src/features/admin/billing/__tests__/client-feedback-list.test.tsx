import type { ClientFeedbackItem } from "@catercrew/shared/schemas/client-portal";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { ClientFeedbackList } from "../components/client-feedback-list";

/** A client's stars per work on his record; each counts in the crew ranking only once the admin ticks it. */

const GIVEN: ClientFeedbackItem = {
  work_id: 41,
  date: "2026-11-20",
  venue_name: "Lakshmi Auditorium",
  stars: 4,
  comment: "<b>Neat</b> and on time",
  in_ranking: false,
  created_at: "2026-11-21T10:00:00Z",
};

describe("ClientFeedbackList", () => {
  it("shows the stars and the comment as text, and ticking sends in_ranking for that work", async () => {
    signIn("admin", { role: "admin" });
    let stored = GIVEN;
    const calls = mockFetch((c) => {
      if (c.method === "PUT") {
        stored = { ...stored, in_ranking: (c.body as { in_ranking: boolean }).in_ranking };
        return { body: stored };
      }
      return { body: [stored] };
    });
    await renderWithI18n(<ClientFeedbackList clientId={7} />, { lang: "en", catalogs: ["admin"] });
    expect(await screen.findByText("<b>Neat</b> and on time")).toBeTruthy();
    expect(screen.getByText("4 of 5 stars")).toBeTruthy();
    const box = screen.getByRole("checkbox", { name: "Count these stars in the crew ranking" });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")).toMatchObject({
        url: expect.stringContaining("/clients/7/feedback/41/"),
        body: { in_ranking: true },
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole("checkbox", { name: "Count these stars in the crew ranking" }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });
});
