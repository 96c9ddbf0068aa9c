import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearQueue } from "@/lib/offline-queue";
import { type Call, mockFetch, renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK = aListedWork();
const UNRATED = { ...BOY, is_rated: false as const };
// 04:12 UTC is 9:42 am in Kerala.
const ARRIVED_AT = "2026-11-22T04:12:00.000Z";

/** A server with Manu assigned; `arrived` flips once a check-in is posted. */
function server(opts: { checkInStatus?: number } = {}) {
  let arrived = false;
  const calls = mockFetch((call: Call) => {
    if (call.url === "/api/sub_admin/check-in/" && call.method === "POST") {
      if (opts.checkInStatus && opts.checkInStatus !== 201) {
        return {
          status: opts.checkInStatus,
          body: {
            status: false,
            code: "CHECK_IN_CODE_OTHER_WORK",
            message: "This check-in code is for another work.",
          },
        };
      }
      arrived = true;
      return { status: 201, body: { user: 21, arrived_at: ARRIVED_AT } };
    }
    if (call.url.startsWith("/api/sub_admin/check-in/3/")) {
      return { body: arrived ? [{ user: 21, arrived_at: ARRIVED_AT, method: "hand" }] : [] };
    }
    if (call.url.includes("/ratings-wages/")) return { body: { ratings: [], wages: [] } };
    if (call.url.includes("assigned")) return { body: [UNRATED] };
    return { status: 404, body: { status: false, code: "ROUTE_NOT_FOUND", message: "Not found" } };
  });
  return calls;
}

const renderSheet = () =>
  renderUi(
    <AssignedBoysSheet work={WORK} savedUserId={null} onClose={vi.fn()} onRate={vi.fn()} onWage={vi.fn()} />,
  );

describe("Captain's check-in on the assigned people sheet", () => {
  beforeEach(async () => {
    await clearQueue();
  });

  it("marks a person arrived by hand and shows the arrival time", async () => {
    signIn("subadmin");
    const calls = server();
    renderSheet();
    fireEvent.click(await screen.findByRole("button", { name: "Mark Manu arrived" }));
    await waitFor(() => expect(screen.getByText(/Arrived 9:42/i)).toBeTruthy());
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/sub_admin/check-in/");
    expect(post?.body).toEqual({ work: 3, user: 21 });
    expect(screen.queryByRole("button", { name: "Mark Manu arrived" })).toBeNull();
  });

  it("checks in by a typed code when there is no camera", async () => {
    signIn("subadmin");
    const calls = server();
    renderSheet();
    fireEvent.click(await screen.findByRole("button", { name: "Scan check-in" }));
    await screen.findByText("The camera is not available. Type the code below.");
    fireEvent.change(screen.getByLabelText("Check-in code"), {
      target: { value: "3-21-20261122-abcdefghABCDEFGH" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    await waitFor(() => expect(screen.getByText(/Arrived 9:42/i)).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      work: 3,
      code: "3-21-20261122-abcdefghABCDEFGH",
    });
  });

  it("asks for a code before sending an empty one, and shows the server's refusal", async () => {
    signIn("subadmin");
    const calls = server({ checkInStatus: 400 });
    renderSheet();
    fireEvent.click(await screen.findByRole("button", { name: "Scan check-in" }));
    fireEvent.click(await screen.findByRole("button", { name: "Check in" }));
    expect(await screen.findByText("Enter the check-in code")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(screen.getByLabelText("Check-in code"), {
      target: { value: "9-21-20261122-abcdefghABCDEFGH" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("This check-in code is for another work.")).toBeTruthy();
  });

  it("with no signal keeps the check-in on the phone and shows it waiting", async () => {
    signIn("subadmin");
    const calls = server();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderSheet();
    fireEvent.click(await screen.findByRole("button", { name: "Mark Manu arrived" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(false));
    expect(await screen.findByText("Arrival waiting to send")).toBeTruthy();
    online.mockRestore();
  });
});

describe("the completing captain's own row after completion", () => {
  const DONE: StaffWorkListItem = { ...WORK, status: "completed" };
  const CAPTAIN = {
    ...UNRATED,
    id: 72,
    user_id: 22,
    user_name: "Vinod",
    role: "subadmin" as const,
    type: "boys" as const,
  };
  const render = () =>
    renderUi(
      <AssignedBoysSheet
        work={DONE}
        savedUserId={null}
        onClose={vi.fn()}
        onRate={vi.fn()}
        onWage={vi.fn()}
      />,
    );
  const crew = () =>
    mockFetch((call: Call) => {
      if (call.url.startsWith("/api/sub_admin/check-in/3/")) return { body: [] };
      if (call.url.includes("/ratings-wages/")) return { body: { ratings: [], wages: [] } };
      if (call.url.includes("assigned")) return { body: [UNRATED, CAPTAIN] };
      return { status: 404, body: { status: false, code: "ROUTE_NOT_FOUND", message: "Not found" } };
    });

  it("an admin can rate the captain (that row only); nobody can mark arrivals any more", async () => {
    signIn("subadmin", { role: "admin" });
    crew();
    render();
    const captainRow = await screen.findByRole("listitem", { name: "Vinod" });
    expect(within(captainRow).getByRole("button", { name: "Rate User" })).toBeTruthy();
    expect(within(captainRow).queryByRole("button", { name: "Mark Vinod arrived" })).toBeNull();
    const boyRow = screen.getByRole("listitem", { name: "Manu" });
    expect(within(boyRow).queryByRole("button", { name: "Rate User" })).toBeNull();
    expect(within(boyRow).getByText("Work Completed")).toBeTruthy();
  });

  it("a sub-admin sees the completed work locked, the captain's row too", async () => {
    signIn("subadmin");
    crew();
    render();
    const captainRow = await screen.findByRole("listitem", { name: "Vinod" });
    expect(within(captainRow).queryByRole("button", { name: "Rate User" })).toBeNull();
    expect(within(captainRow).getByText("Work Completed")).toBeTruthy();
  });
});
