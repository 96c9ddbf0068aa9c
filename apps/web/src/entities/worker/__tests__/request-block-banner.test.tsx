import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { RequestBlockBanner } from "../components/request-block-banner";

const blocked = (no_shows: number) => ({
  body: { no_shows, blocked_until: "2026-12-08T18:30:00.000Z", strikes: [] },
});

describe("RequestBlockBanner plural forms", () => {
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
});
