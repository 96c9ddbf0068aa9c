import type { UserRequest } from "@catercrew/shared/schemas/users";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLang } from "@/lib/i18n";
import { fieldError, mockFetch, renderUi, renderWithI18n, signIn } from "@/test/render";
import { rejectUser } from "../api/decide-application";
import { type Decision, DecisionDialog } from "../components/decision-dialog";

/** Rejecting an application may carry a reason the person sees (docs/decisions/045). */

const APPLICANT: UserRequest = {
  id: 7,
  user_id: "CK00007",
  user_name: "Arun K",
  mobile_number: "9000000007",
  place: "Ottapalam",
  district: "palakkad",
  role: "boys",
  employment_type: "student",
  experienced: false,
  has_bike: false,
  has_license: false,
  license_image: null,
  is_approved: false,
  is_active: true,
  request_status: "pending",
  rejection_reason: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

afterEach(async () => {
  cleanup();
  await setLang("en");
  localStorage.clear();
});

function dialog(decision: Decision, onConfirm = vi.fn()) {
  return {
    onConfirm,
    ui: (
      <DecisionDialog
        decision={decision}
        busy={false}
        error={null}
        onClose={() => {}}
        onConfirm={onConfirm}
      />
    ),
  };
}

describe("the reject dialog's reason", { timeout: 20_000 }, () => {
  it("is optional, trimmed, limited to 300 characters with the schema's message, and focused when wrong", async () => {
    const { onConfirm, ui } = dialog({ user: APPLICANT, action: "reject" });
    renderUi(ui);
    const box = await screen.findByLabelText("Reason (the person sees it)");
    expect(box.tagName).toBe("TEXTAREA");
    fireEvent.change(box, { target: { value: "x".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(fieldError(box)).toBe("Reason must be at most 300 characters");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: "  License photo is not clear  " } });
    expect(fieldError(box)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).toHaveBeenCalledWith("License photo is not clear");

    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).toHaveBeenLastCalledWith(undefined);
  });

  it("is not asked when approving", async () => {
    const { onConfirm, ui } = dialog({ user: APPLICANT, action: "approve" });
    renderUi(ui);
    await screen.findByRole("alertdialog");
    expect(screen.queryByLabelText("Reason (the person sees it)")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(onConfirm).toHaveBeenCalledWith();
  });

  it("speaks Malayalam: the label and the schema's message", async () => {
    const { onConfirm, ui } = dialog({ user: APPLICANT, action: "reject" });
    await renderWithI18n(ui, { lang: "ml", catalogs: ["admin"] });
    const box = await screen.findByLabelText("കാരണം (ഈ വ്യക്തിക്ക് ഇത് കാണാം)");
    fireEvent.change(box, { target: { value: "x".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "നിരസിക്കുക" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(fieldError(box)).toBe("കാരണം 300 അക്ഷരങ്ങളിൽ കൂടരുത്");
  });

  it("sends the reason in the reject call's body, and no body without one", async () => {
    signIn("admin", { role: "admin" });
    const answer = { status: true, message: "User request rejected", user: APPLICANT };
    const calls = mockFetch(() => ({ body: answer }));
    await rejectUser(7, "License photo is not clear");
    await rejectUser(8);
    expect(calls.map((c) => [c.method, new URL(c.url, "http://x").pathname, c.body])).toEqual([
      ["PATCH", "/api/users/reject/7/", { reason: "License photo is not clear" }],
      ["PATCH", "/api/users/reject/8/", undefined],
    ]);
  });
});
