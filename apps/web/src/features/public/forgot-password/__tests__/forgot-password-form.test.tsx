import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldError, mockFetch, renderUi } from "@/test/render";
import { requestPasswordReset } from "../api/reset-request";
import { ForgotPasswordForm } from "../components/forgot-password-form";

const control = () => screen.getByLabelText(/^Mobile Number, Email or UserID/, { selector: "input" });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Ask for a new password" }));

describe("ForgotPasswordForm", () => {
  it("asks for an identifier and sends nothing without one", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<ForgotPasswordForm submit={requestPasswordReset} />);
    submit();
    await waitFor(() => expect(fieldError(control())).toBe("Mobile number, e-mail or UserID is required"));
    expect(calls).toHaveLength(0);
  });

  it("posts the identifier and shows the server's one answer", async () => {
    const calls = mockFetch(() => ({
      status: 202,
      body: { status: true, message: "Request received. If an account matches, the admin will call." },
    }));
    renderUi(<ForgotPasswordForm submit={requestPasswordReset} />);
    fireEvent.change(control(), { target: { value: " 9847012345 " } });
    submit();
    await screen.findByText("Request received. If an account matches, the admin will call.");
    expect(calls).toEqual([
      { url: "/api/users/password-reset-requests/", method: "POST", body: { identifier: "9847012345" } },
    ]);
  });

  it("keeps what was typed when sending fails", async () => {
    mockFetch(() => ({
      status: 429,
      body: { status: false, code: "TOO_MANY_REQUESTS", message: "Too many requests." },
    }));
    renderUi(<ForgotPasswordForm submit={requestPasswordReset} />);
    fireEvent.change(control(), { target: { value: "CK00042" } });
    submit();
    await screen.findByText("Too many requests.");
    expect(control()).toHaveProperty("value", "CK00042");
  });
});
