import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLang } from "@/lib/i18n";
import { mockFetch, renderUi, renderWithI18n, signIn } from "@/test/render";
import { RequestBlockBanner } from "../components/request-block-banner";

afterEach(async () => {
  cleanup();
  await act(() => setLang("en"));
  localStorage.clear();
});

const blocked = (no_shows: number) => ({
  body: { no_shows, blocked_until: "2026-12-08T18:30:00.000Z", strikes: [] },
});

const strike = (id: number, work: string, by: string | null, cleared = false) => ({
  id,
  user: 9,
  work: id,
  work_name: work,
  work_date: "2026-11-20",
  created_at: "2026-11-20T18:00:00.000Z",
  cleared_at: cleared ? "2026-11-21T10:00:00.000Z" : null,
  cleared_by: cleared ? 1 : null,
  cleared_by_name: cleared ? "Admin" : null,
  clear_reason: null,
  marked_by: by ? 4 : null,
  marked_by_name: by,
});

describe("RequestBlockBanner", { timeout: 20_000 }, () => {
  it("one absence reads '1 work', more read 'works'", async () => {
    signIn("user", { role: "boys" });
    mockFetch(() => blocked(1));
    const { unmount } = renderUi(<RequestBlockBanner />);
    expect(await screen.findByText(/absent from 1 work in the last 90 days/)).toBeTruthy();
    expect(screen.queryByText(/1 works/)).toBeNull();
    unmount();
    mockFetch(() => blocked(3));
    renderUi(<RequestBlockBanner />);
    expect(await screen.findByText(/absent from 3 works in the last 90 days/)).toBeTruthy();
  });

  it("names each counted absence's work and who marked it", async () => {
    signIn("user", { role: "boys" });
    mockFetch(() => ({
      body: {
        no_shows: 3,
        blocked_until: "2026-12-04T18:00:00.000Z",
        strikes: [
          strike(1, "Sree Hall", "Captain Ravi"),
          strike(2, "Lakshmi Hall", null),
          strike(3, "Old Hall", "Captain Ravi", true),
        ],
      },
    }));
    renderUi(<RequestBlockBanner />);
    const list = await screen.findByTestId("my-strikes");
    const items = Array.from(list.querySelectorAll("li")).map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Sree Hall, .+: marked absent by Captain Ravi$/);
    expect(items[1]).toMatch(/^Lakshmi Hall, .+: marked absent by your captain$/);
  });

  it("Malayalam names who marked the absence, never as if that person was absent (record 058)", async () => {
    signIn("user", { role: "boys" });
    mockFetch(() => ({
      body: {
        no_shows: 3,
        blocked_until: "2026-12-04T18:00:00.000Z",
        strikes: [strike(1, "Sree Hall", "Ravi")],
      },
    }));
    await renderWithI18n(<RequestBlockBanner />, { lang: "ml", catalogs: ["worker"] });
    const list = await screen.findByTestId("my-strikes");
    const item = list.querySelector("li")?.textContent ?? "";
    expect(item).toBe("Sree Hall, 20 നവംബർ 2026: നിങ്ങളെ ഹാജരില്ല എന്നാക്കിയത് Ravi");
    expect(item).not.toContain("വന്നില്ല");
  });
});
