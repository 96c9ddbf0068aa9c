import type { TodayBoard } from "@catercrew/shared/schemas/today-board";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { TodayBoardSection } from "../components/today-board";

/** The dashboard is a summary: each waiting list shows its first rows and its count, the rest one link away. */

const request = (i: number) => ({
  id: i,
  work_id: 100 + i,
  Auditorium_name: `Hall ${i}`,
  date: "2030-01-10",
  user: i,
  user_name: `Boy ${i}`,
  user_code: `CK0000${i}`,
  role: "boys",
  requested_at: "2030-01-01T10:00:00.000Z",
});
const unpaid = (i: number) => ({
  id: 200 + i,
  Auditorium_name: `Paid Hall ${i}`,
  date: "2029-12-01",
  unpaid_count: 2,
  unpaid_amount: "1400.00",
});

const BOARD: TodayBoard = {
  date: "2030-01-05",
  today: [],
  unpaid_works: Array.from({ length: 3 }, (_, i) => unpaid(i + 1)),
  pending_requests: Array.from({ length: 12 }, (_, i) => request(i + 1)),
};

// The opened list's heading is scrolled to (jsdom has no layout to scroll).
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("the dashboard's waiting lists", () => {
  it("show five of twelve requests with their count, and all twelve after See all", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: BOARD }));
    await renderWithI18n(<TodayBoardSection />, { lang: "en", catalogs: ["admin"] });
    const list = await screen.findByRole("list", { name: "Requests to join works" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "Requests to join works (12)" })).toBeTruthy();
    // A short list has no link: all three unpaid works fit.
    const unpaidList = screen.getByRole("list", { name: "Works with unpaid wages" });
    expect(within(unpaidList).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: /Works with unpaid wages$/ })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "See all 12: Requests to join works" }));
    const all = await screen.findByRole("list", { name: "Requests to join works" });
    await screen.findByRole("link", { name: "Show fewer: Requests to join works" });
    expect(within(all).getAllByRole("listitem")).toHaveLength(12);
  });
});
