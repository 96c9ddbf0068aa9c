import type { MyWork } from "@catercrew/shared/schemas/worker";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUi } from "@/test/render";
import { MyWorkCard } from "../components/my-work-card";

/** A rejected request shows the admin's reason on the worker's My Works card. */

const ENTRY: MyWork = {
  id: 4,
  source: "request",
  status: "rejected",
  work_status: "pending",
  assigned: false,
  comment: "",
  rejection_reason: "Crew is full for this work",
  requested_at: "2026-11-20T10:00:00.000Z",
  work_detail: {
    id: 9,
    Auditorium_name: "Sree Hall",
    Catering_company: "",
    address: "Main Road",
    place: "Ottapalam",
    district: "palakkad",
    date: "2026-12-05",
    reporting_time: "10:00",
    work_type: "Lunch",
    occasion: "wedding",
    status: "pending",
    is_published: true,
    no_of_boys_needed: 5,
    attendees: 250,
    location_url: "",
    instructions: "",
    About_work: "",
    logistics: {
      pickup_point: "",
      pickup_time: "",
      vehicle: "",
      driver_name: "",
      driver_mobile: "",
      drop_after: "",
      dress_code: "",
      bike_needed: false,
    },
  },
  boy: { id: 1, user_id: "CK00001", user_name: "Test User" },
};

afterEach(cleanup);

describe("MyWorkCard", () => {
  it("shows the reason of a rejected request, and none for another status", () => {
    renderUi(
      <ul>
        <MyWorkCard entry={ENTRY} />
      </ul>,
    );
    expect(screen.getByText("Reason for rejection:").parentElement?.textContent).toBe(
      "Reason for rejection: Crew is full for this work",
    );
    cleanup();
    renderUi(
      <ul>
        <MyWorkCard entry={{ ...ENTRY, status: "accepted", rejection_reason: null }} />
      </ul>,
    );
    expect(screen.queryByText("Reason for rejection:")).toBeNull();
  });
});
