import type { AdminWorkRequest } from "@catercrew/shared/schemas/work-requests";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldError, renderUi } from "@/test/render";
import { RejectRequestDialog } from "../components/reject-request-dialog";

/** Issue 35: a join request's reject asks first, with the optional reason the worker sees. */

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
