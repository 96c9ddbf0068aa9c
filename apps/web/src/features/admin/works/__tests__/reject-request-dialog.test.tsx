import type { AdminWorkRequest } from "@catercrew/shared/schemas/work-requests";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi, signIn } from "@/test/render";
import { RejectRequestDialog } from "../components/reject-request-dialog";
import { useRequestDecisions } from "../components/use-request-decisions";

/** A join request's reject asks first, with the optional reason the worker sees. */

const REQUEST = {
  id: 11,
  work: 3,
  status: "pending",
  boy_name: "Biju P",
} as AdminWorkRequest;

afterEach(cleanup);

describe("RejectRequestDialog", { timeout: 20_000 }, () => {
  it("names the worker, refuses a reason over 300 characters and sends a trimmed one", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderUi(<RejectRequestDialog request={REQUEST} busy={false} onClose={onClose} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole("alertdialog", { name: "Reject request" });
    expect(dialog.textContent).toContain("Reject the request of Biju P?");
    const box = screen.getByLabelText("Reason (the person sees it)");
    fireEvent.change(box, { target: { value: "y".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(fieldError(box)).toBe("Reason must be at most 300 characters");
    fireEvent.change(box, { target: { value: " Crew is full " } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).toHaveBeenCalledWith("Crew is full");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });
});

function Harness() {
  const { onDecide, dialog } = useRequestDecisions(3, [REQUEST], () => {});
  return (
    <>
      <button type="button" onClick={() => onDecide(REQUEST.id, "rejected")}>
        reject row
      </button>
      {dialog}
    </>
  );
}

describe("a pending request's Reject", { timeout: 20_000 }, () => {
  it("asks first and sends the reason with the reject, then closes", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({
      body: { status: true, message: "Request rejected", request: REQUEST, warnings: [] },
    }));
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "reject row" }));
    expect(calls).toEqual([]);
    const box = await screen.findByLabelText("Reason (the person sees it)");
    fireEvent.change(box, { target: { value: "Crew is full" } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toContain("/admin_panel/work-request/11/status-update/");
    expect(put?.body).toEqual({ status: "rejected", assigned: false, reason: "Crew is full" });
  });
});
