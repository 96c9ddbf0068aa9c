import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { EMPTY_WORK_LOGISTICS } from "@catercrew/shared/schemas/works";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueue } from "@/lib/offline-queue";
import { heldFetch } from "@/test/held-fetch";
import { renderUi, signIn } from "@/test/render";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { CompleteWorkSheet } from "../components/complete-work-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK: WorkListItem = {
  id: 3,
  Auditorium_name: "Sree Hall",
  Catering_company: "",
  customer_name: "Anil",
  customer_mobile: "9000000011",
  address: "Main Road",
  place: "Ottapalam",
  district: "palakkad",
  date: "2026-11-22",
  reporting_time: "10:00",
  work_type: "wedding",
  no_of_boys_needed: 5,
  attendees: 200,
  payment_amount: "10000.00",
  location_url: "",
  remarks: "",
  about_work: "",
  About_work: "",
  instructions: "",
  logistics: EMPTY_WORK_LOGISTICS,
  is_published: true,
  status: "pending",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
  assigned_count: 1,
  pending_requests: 0,
  boys_assigned: 1,
  captains_assigned: 0,
  supervisors_assigned: 0,
};
const CODE = "3-21-20261122-abcdefghABCDEFGH";

afterEach(() => {
  Reflect.deleteProperty(globalThis, "BarcodeDetector");
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("double taps on the captain's screens", () => {
  it("Mark as Completed tapped twice while the first is on its way sends one completion", async () => {
    signIn("subadmin");
    const server = heldFetch((call) =>
      call.method === "PATCH"
        ? { body: { status: true, message: "Work marked as completed successfully!" } }
        : { body: [{ ...BOY, is_rated: 5, is_waged: true, wage_id: 9 }] },
    );
    const onClose = vi.fn();
    renderUi(<CompleteWorkSheet work={WORK} onClose={onClose} />);
    const button = await screen.findByRole("button", { name: "Mark as Completed" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    server.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
  });

  it("the QR scanner sends one check-in for a code the camera keeps seeing", async () => {
    signIn("subadmin");
    await clearQueue();
    let reads = 0;
    class FakeDetector {
      async detect() {
        reads += 1;
        return [{ rawValue: CODE }];
      }
    }
    Reflect.set(globalThis, "BarcodeDetector", FakeDetector);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const arrival = { user: 21, arrived_at: "2026-11-22T04:12:00.000Z", method: "qr" };
    let arrived = false;
    const server = heldFetch((call) => {
      if (call.method === "POST") {
        arrived = true;
        return { status: 201, body: arrival };
      }
      if (call.url.includes("/ratings-wages/")) return { body: { ratings: [], wages: [] } };
      if (call.url.startsWith("/api/sub_admin/check-in/3/")) return { body: arrived ? [arrival] : [] };
      return { body: [{ ...BOY, is_rated: false }] };
    });
    server.release();
    renderUi(
      <AssignedBoysSheet
        work={WORK}
        savedUserId={null}
        onClose={vi.fn()}
        onRate={vi.fn()}
        onWage={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Scan check-in" }));
    // The scanner starts again after each code and reads the same code again; that read is dropped.
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByText(/Arrived 9:42/i)).toBeTruthy());
    // Let anything the second read set off reach fetch (the old scanner sent it within a turn).
    await new Promise((go) => setTimeout(go, 0));
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
