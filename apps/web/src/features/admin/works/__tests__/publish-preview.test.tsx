import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/components/ui/toaster";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { useWorkActions } from "../components/use-work-actions";
import { WhatsappOffersSection } from "../components/whatsapp-offers-section";

/** Before publishing, the admin sees the WhatsApp offers a publish sends and their cost. */

const WORK = { id: 5, is_published: false } as WorkListItem;

function Harness() {
  const { togglePublish, dialog } = useWorkActions();
  return (
    <>
      <button type="button" onClick={() => togglePublish(WORK)}>
        toggle
      </button>
      {dialog}
      <AppToaster />
    </>
  );
}

const preview = (messages: number, deferred = 0) => ({
  configured: true,
  open_places: 2,
  eligible: 9,
  messages,
  deferred,
  price_per_message: "0.1150",
  cost: (messages * 0.115).toFixed(2),
  template: "job_offer_v1",
  template_usable: true,
});

describe("publishing with WhatsApp offers", () => {
  it("shows how many offers the publish sends and their cost, and publishes only when confirmed", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch((c) =>
      c.url.includes("publish-preview")
        ? { body: preview(6, 2) }
        : { body: { status: true, message: "Work published successfully!", work: {} } },
    );
    renderUi(<Harness />);
    fireEvent.click(screen.getByText("toggle"));
    expect(await screen.findByText(/Publishing sends 6 WhatsApp offers, costing about ₹0.69\./)).toBeTruthy();
    expect(screen.getByText(/2 of them wait for tomorrow's WhatsApp allowance\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ is_published: true });
  });

  it("asks even when nothing would go out on WhatsApp, then says how many workers it was offered to", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch((c) =>
      c.url.includes("publish-preview")
        ? { body: preview(0) }
        : { body: { status: true, message: "Work published successfully!", work: {}, offered_to: 12 } },
    );
    renderUi(<Harness />);
    fireEvent.click(screen.getByText("toggle"));
    expect(await screen.findByText("Workers will see this work in the app and can request it.")).toBeTruthy();
    expect(screen.queryByText(/Publishing sends/)).toBeNull();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(await screen.findByText("Published: offered to 12 workers.")).toBeTruthy();
  });

  it("the work's page shows offers sent N of M, requests by channel and who has not confirmed", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({
      body: {
        sent: 6,
        eligible: 14,
        waiting_for_allowance: 0,
        waves: 2,
        requested_whatsapp: 3,
        requested_app: 1,
        not_confirmed: [{ user: 4, user_name: "Rahul" }],
        confirmed: 2,
        delivered: 5,
        read: 3,
        failed: [],
      },
    }));
    renderUi(<WhatsappOffersSection workId={5} />);
    expect(await screen.findByText("Offer sent to 6 of 14")).toBeTruthy();
    expect(screen.getByText("Requests through WhatsApp: 3 · through the app: 1")).toBeTruthy();
    expect(screen.getByText("Delivered: 5 · read: 3")).toBeTruthy();
    expect(screen.getByText("Rahul")).toBeTruthy();
  });

  it("shows the section when every offer failed, each with why in words", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({
      body: {
        sent: 0,
        eligible: 2,
        waiting_for_allowance: 0,
        waves: 1,
        requested_whatsapp: 0,
        requested_app: 0,
        not_confirmed: [],
        confirmed: 0,
        delivered: 0,
        read: 0,
        failed: [
          {
            id: 1,
            user: 7,
            user_name: "Anu",
            kind: "job_offer",
            reason: "This number is not on WhatsApp.",
            at: "2026-11-29T04:00:00.000Z",
            can_retry: false,
          },
          {
            id: 2,
            user: 8,
            user_name: "Biju",
            kind: "job_offer",
            reason: "WhatsApp could not be reached; try again.",
            at: "2026-11-29T04:00:00.000Z",
            can_retry: true,
          },
        ],
      },
    }));
    renderUi(<WhatsappOffersSection workId={6} />);
    expect(await screen.findByText("2 messages not delivered")).toBeTruthy();
    expect(screen.getByText("Anu")).toBeTruthy();
    expect(screen.getByText(/This number is not on WhatsApp\./)).toBeTruthy();
    expect(screen.getByText(/WhatsApp could not be reached/)).toBeTruthy();
    // Only the one that can go through gets a retry.
    expect(screen.getAllByRole("button", { name: "Try again" })).toHaveLength(1);
  });
});
