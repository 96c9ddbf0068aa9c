import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldError, mockFetch, renderUi } from "@/test/render";
import { confirmResetCode } from "../api/reset-request";
import { ResetCodeForm } from "../components/reset-code-form";

const field = (label: RegExp) => screen.getByLabelText(label, { selector: "input" });
const fill = (values: { identifier: string; code: string; password: string; confirm: string }) => {
  fireEvent.change(field(/^Mobile Number, Email or UserID/), { target: { value: values.identifier } });
  fireEvent.change(field(/^Code from WhatsApp/), { target: { value: values.code } });
  fireEvent.change(field(/^New Password/), { target: { value: values.password } });
  fireEvent.change(field(/^Confirm New Password/), { target: { value: values.confirm } });
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Set new password" }));

describe("ResetCodeForm", () => {
  it("checks every field before sending anything", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<ResetCodeForm submit={confirmResetCode} />);
    fill({ identifier: "9847012345", code: "12a4", password: "abc", confirm: "abd" });
    submit();
    await waitFor(() =>
      expect(fieldError(field(/^Code from WhatsApp/))).toBe("Enter the 6-digit code from WhatsApp"),
    );
    expect(fieldError(field(/^New Password/))).toBe("Password must be at least 6 characters");
    expect(fieldError(field(/^Confirm New Password/))).toBe("Passwords do not match");
    expect(calls).toHaveLength(0);
  });

  it("posts the code and the new password and shows the server's answer", async () => {
    const calls = mockFetch(() => ({
      body: { status: true, message: "Password changed. Sign in with your new password." },
    }));
    renderUi(<ResetCodeForm submit={confirmResetCode} />);
    fill({ identifier: "9847012345", code: "123 456", password: "newpass77", confirm: "newpass77" });
    submit();
    await screen.findByText("Password changed. Sign in with your new password.");
    expect(calls).toEqual([
      {
        url: "/api/users/password-reset-requests/confirm/",
        method: "POST",
        body: {
          identifier: "9847012345",
          code: "123456",
          password: "newpass77",
          plain_password: "newpass77",
        },
      },
    ]);
  });

  it("keeps what was typed when the code is refused", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        status: false,
        code: "RESET_CODE_INVALID",
        message: "The code is wrong or has expired. Check it, or ask for a new code.",
      },
    }));
    renderUi(<ResetCodeForm submit={confirmResetCode} />);
    fill({ identifier: "CK00042", code: "654321", password: "newpass77", confirm: "newpass77" });
    submit();
    await screen.findByText("The code is wrong or has expired. Check it, or ask for a new code.");
    expect(field(/^Mobile Number, Email or UserID/)).toHaveProperty("value", "CK00042");
    expect(field(/^Code from WhatsApp/)).toHaveProperty("value", "654321");
    expect(field(/^New Password/)).toHaveProperty("value", "newpass77");
  });
});
