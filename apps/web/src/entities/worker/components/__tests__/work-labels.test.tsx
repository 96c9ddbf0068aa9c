import type { WorkerRating } from "@catercrew/shared/schemas/worker";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RatingPanel } from "@/features/worker/work-details/components/rating-panel";
import { setLang } from "@/lib/i18n";
import { renderWithI18n } from "@/test/render";
import { PriorityBadge, StatusBadge } from "../work-labels";

afterEach(async () => {
  cleanup();
  await act(() => setLang("en"));
  localStorage.clear();
});

function Badges() {
  return (
    <>
      <StatusBadge status="pending" kind="work" />
      <StatusBadge status="confirmed" kind="work" />
      <StatusBadge status="pending" kind="request" />
      <StatusBadge status="accepted" kind="assigned" />
      <PriorityBadge attendees={250} />
    </>
  );
}

describe("worker labels", () => {
  it("English: the status with its prefix and the priority", async () => {
    await renderWithI18n(<Badges />, { lang: "en" });
    // A work still pending tells the worker nothing he can act on: no "Work: Pending".
    expect(screen.queryByText(/^Work: Pending/)).toBeNull();
    expect(screen.getByText("Work: Confirmed")).toBeTruthy();
    expect(screen.getByText("Request: Pending")).toBeTruthy();
    expect(screen.getByText("Assigned by admin: Accepted")).toBeTruthy();
    expect(screen.getByText("High Priority")).toBeTruthy();
  });

  it("Malayalam: a confirmed work and a pending request in the glossary's words, no pending work badge", async () => {
    await renderWithI18n(<Badges />, { lang: "ml", catalogs: ["worker"] });
    expect(screen.queryByText("ജോലി: ഉറപ്പായിട്ടില്ല")).toBeNull();
    expect(screen.getByText("ജോലി: ഉറപ്പായി")).toBeTruthy();
    expect(screen.getByText("അപേക്ഷ: കാത്തിരിക്കുന്നു")).toBeTruthy();
    expect(screen.getByText("അഡ്മിൻ ടീമിൽ ചേർത്തു")).toBeTruthy();
    expect(screen.getByText("ഉയർന്ന മുൻഗണന")).toBeTruthy();
  });

  it("labels defined outside components follow a language switch", async () => {
    const rating: WorkerRating = {
      id: 1,
      user: 1,
      work: 1,
      pant: true,
      shoe: false,
      timing: null,
      neatness: true,
      performance: true,
      attendence: 1,
      arrival_time: null,
      extra_reward: "0.00",
      comment: null,
      created_at: "2026-11-20T10:00:00Z",
    };
    await renderWithI18n(<RatingPanel rating={rating} />, {
      lang: "en",
      catalogs: ["worker"],
    });
    expect(screen.getByText("Pant")).toBeTruthy();
    expect(screen.getByText("3 of 5 marks good")).toBeTruthy();
    await act(() => setLang("ml"));
    expect(screen.getByText("പാന്റ്")).toBeTruthy();
    expect(screen.getByText("5-ൽ 3 എണ്ണം നല്ലത്")).toBeTruthy();
    expect(screen.getByText("ഹാജരുണ്ട്")).toBeTruthy();
    expect(screen.getByText("ലഭ്യമല്ല")).toBeTruthy();
  });
});
