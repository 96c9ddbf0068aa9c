import type { Strike } from "@catercrew/shared/schemas/strikes";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLang } from "@/lib/i18n";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { UserStrikes } from "../components/user-strikes";

const STRIKE: Strike = {
  id: 5,
  user: 9,
  work: 3,
  work_name: "Sree Hall",
  work_date: "2026-11-20",
  created_at: "2026-11-20T18:00:00.000Z",
  cleared_at: null,
  cleared_by: null,
  cleared_by_name: null,
  clear_reason: null,
  marked_by: 4,
  marked_by_name: "Captain Ravi",
};
const CLEARED: Strike = {
  ...STRIKE,
  id: 6,
  cleared_at: "2026-11-21T10:00:00.000Z",
  cleared_by: 1,
  cleared_by_name: "Admin",
  clear_reason: "Hospital note",
};

afterEach(async () => {
  cleanup();
  await setLang("en");
  localStorage.clear();
});

describe("UserStrikes", { timeout: 20_000 }, () => {
  it("names the captain and the work, and clears a strike with one tap", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch((req) =>
      req.method === "POST"
        ? {
            body: {
              status: true,
              message: "Strike cleared",
              strike: { ...STRIKE, cleared_at: CLEARED.cleared_at },
            },
          }
        : { body: { no_shows: 3, blocked_until: "2026-12-04T18:00:00.000Z", strikes: [STRIKE, CLEARED] } },
    );
    renderUi(<UserStrikes userId={9} />);
    expect(await screen.findByText("3 no-shows in the last 90 days")).toBeTruthy();
    expect(screen.getByText(/Cannot request works until/)).toBeTruthy();
    expect(screen.getAllByText(/^Marked absent by Captain Ravi,/)).toHaveLength(2);
    expect(screen.getByText("Cleared by Admin: Hospital note")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: /^Clear strike for Sree Hall/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toContain("/admin_panel/strikes/5/clear/");
    expect(post?.body).toEqual({});
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
