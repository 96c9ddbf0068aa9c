import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { WaitlistCard } from "../components/waitlist-card";

const waiting = (over: object) => ({
  place: "waiting",
  crew_locked: false,
  needed: 8,
  filled: 8,
  position: null,
  offer: null,
  withdraw_cutoff_at: null,
  late_if_withdrawn_now: false,
  can_withdraw: false,
  ...over,
});

describe("WaitlistCard", () => {
  it("says 'on the waitlist' before the crew is locked and the place in line after", async () => {
    signIn("user");
    mockFetch(() => ({ body: waiting({}) }));
    const first = renderUi(<WaitlistCard workId={3} />);
    expect(await screen.findByText("You are on the waitlist")).toBeTruthy();
    first.unmount();
    mockFetch(() => ({ body: waiting({ crew_locked: true, position: 2 }) }));
    renderUi(<WaitlistCard workId={3} />);
    expect(await screen.findByText("Your place in line: 2")).toBeTruthy();
  });

  it("with places still open (0 of 8 taken) the request is sent, not on a full crew's waitlist", async () => {
    signIn("user");
    mockFetch(() => ({ body: waiting({ filled: 0 }) }));
    renderUi(<WaitlistCard workId={3} />);
    expect(await screen.findByText("Your request is sent")).toBeTruthy();
    expect(
      screen.getByText(
        "Places taken: 0 of 8. The admin picks the crew from the requests; you will be told when you are in.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/crew is full/)).toBeNull();
    expect(screen.queryByText("You are on the waitlist")).toBeNull();
  });

  it("an offer shows Take it and Pass; Take it answers that offer, and a lost race shows the reason", async () => {
    signIn("user");
    const calls = mockFetch(({ method }) =>
      method === "POST"
        ? {
            status: 409,
            body: { status: false, code: "OFFER_GONE", message: "Someone else took this place first." },
          }
        : { body: waiting({ offer: { id: 11, expires_at: "2030-02-01T04:30:00.000Z" } }) },
    );
    renderUi(<WaitlistCard workId={3} />);
    fireEvent.click(await screen.findByRole("button", { name: "Take it" }));
    expect(await screen.findByText("Someone else took this place first.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/crews/offers/11/take/");
    fireEvent.click(screen.getByRole("button", { name: "Pass" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/crews/offers/11/pass/")).toBe(true));
  });
});
