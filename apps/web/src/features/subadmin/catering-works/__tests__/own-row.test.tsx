import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Call, mockFetch, renderUi, signIn } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { CompleteWorkSheet } from "../components/complete-work-sheet";
import { BOY } from "./catering-works-fixtures";

const WORK = aListedWork();
const PAID_BOY = { ...BOY, is_rated: 4, is_waged: true };
// The signed-in captain (user 22), assigned as captain, with neither a rating nor a wage.
const ME = {
  ...BOY,
  id: 72,
  user_id: 22,
  user_name: "Vinod",
  role: "subadmin" as const,
  is_rated: false as const,
};

function server(crew: unknown[]) {
  return mockFetch((call: Call) => {
    if (call.method === "PATCH")
      return { body: { status: true, message: "ok", work: { ...WORK, status: "completed" } } };
    if (call.url.startsWith("/api/sub_admin/check-in/")) return { body: [] };
    if (call.url.includes("/ratings-wages/")) return { body: { ratings: [], wages: [] } };
    if (call.url.includes("assigned")) return { body: crew };
    return { status: 404, body: { status: false, code: "ROUTE_NOT_FOUND", message: "Not found" } };
  });
}

describe("the captain's own row", () => {
  it("does not hold back completion: the rest paid, Mark as Completed is on and says who pays him", async () => {
    signIn("subadmin", { id: 22, user_name: "Vinod" });
    const calls = server([PAID_BOY, ME]);
    renderUi(<CompleteWorkSheet work={WORK} onClose={vi.fn()} />);
    const button = await screen.findByRole("button", { name: "Mark as Completed" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    expect(screen.queryByText("Still needed before completing")).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark Vinod absent" })).toBeNull();
    expect(
      screen.getByText("Your own rating and wage are entered by an admin after you complete the work."),
    ).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
  });

  it("still holds completion for a boy who is not paid", async () => {
    signIn("subadmin", { id: 22, user_name: "Vinod" });
    server([{ ...BOY, is_rated: false as const }, ME]);
    renderUi(<CompleteWorkSheet work={WORK} onClose={vi.fn()} />);
    expect(await screen.findByRole("button", { name: "Mark Manu absent" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark Vinod absent" })).toBeNull();
    expect(screen.getByRole("button", { name: "Mark as Completed" }).hasAttribute("disabled")).toBe(true);
  });

  it("another captain's row is not his own: it still needs a rating and a wage", async () => {
    signIn("subadmin", { id: 23 });
    server([PAID_BOY, ME]);
    renderUi(<CompleteWorkSheet work={WORK} onClose={vi.fn()} />);
    expect(await screen.findByRole("button", { name: "Mark Vinod absent" })).toBeTruthy();
  });

  it("on Assigned Boys his own row offers no check-in, rating or wage of himself", async () => {
    signIn("subadmin", { id: 22, user_name: "Vinod" });
    server([PAID_BOY, ME]);
    renderUi(
      <AssignedBoysSheet
        work={WORK}
        savedUserId={null}
        onClose={vi.fn()}
        onRate={vi.fn()}
        onWage={vi.fn()}
      />,
    );
    const mine = await screen.findByRole("listitem", { name: "Vinod" });
    expect(within(mine).queryByRole("button")).toBeNull();
    expect(
      within(mine).getByText("You: an admin enters your rating and wage after completion."),
    ).toBeTruthy();
    const boy = screen.getByRole("listitem", { name: "Manu" });
    expect(within(boy).getByRole("button", { name: "Mark Manu arrived" })).toBeTruthy();
  });
});
