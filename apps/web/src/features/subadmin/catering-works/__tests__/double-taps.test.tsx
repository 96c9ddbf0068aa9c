import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueue } from "@/lib/offline-queue";
import { heldFetch } from "@/test/held-fetch";
import { renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { CompleteWorkSheet } from "../components/complete-work-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK = aListedWork();
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
