import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi, signIn, TEST_USER } from "@/test/render";
import { UserFormDialog } from "../components/user-form-dialog";

const control = (label: RegExp) => screen.getByLabelText(label, { selector: "input, select, textarea" });
const type = (label: RegExp, value: string) => fireEvent.change(control(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("UserFormDialog (admin user form)", () => {
  it("shows the messages under the fields and sends nothing", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<UserFormDialog open user={null} onClose={vi.fn()} />);
    type(/^Mobile Number/, "12345");
    type(/^Password/, "secret123");
    type(/^Confirm Password/, "abd");
    submit("Create User");
    await waitFor(() => expect(fieldError(control(/^Username/))).toBe("Username is required"));
    expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number must be 10 digits");
    expect(fieldError(control(/^Role/))).toBe("Role is required");
    expect(fieldError(control(/^Confirm Password/))).toBe("Passwords do not match");
    expect(calls).toHaveLength(0);
  });

  it("takes '094460 55555' uncut and creates the user with the 10 digits", async () => {
    signIn("admin", { role: "admin" });
    const created = { ...TEST_USER, id: 12, user_id: "CK00012", user_name: "Manu", role: "boys" as const };
    const calls = mockFetch((call) =>
      call.method === "POST"
        ? { status: 201, body: { status: true, message: "User created", user: created } }
        : { body: { status: true, message: "User updated", user: created } },
    );
    const onClose = vi.fn();
    renderUi(<UserFormDialog open user={null} onClose={onClose} />);
    expect(control(/^Mobile Number/).getAttribute("maxlength")).toBeNull();
    type(/^Username/, "Manu");
    type(/^Mobile Number/, "094460 55555");
    type(/^Role/, "boys");
    type(/^Password/, "secret123");
    type(/^Confirm Password/, "secret123");
    submit("Create User");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ mobile_number: "9446055555" });
  });

  it("creates the user, then saves the profile fields", async () => {
    signIn("admin", { role: "admin" });
    const created = {
      ...TEST_USER,
      id: 11,
      user_id: "CK00011",
      user_name: "Ravi",
      role: "head_boy" as const,
    };
    const calls = mockFetch((call) =>
      call.method === "POST"
        ? { status: 201, body: { status: true, message: "User created", user: created } }
        : { body: { status: true, message: "User updated", user: created } },
    );
    const onClose = vi.fn();
    renderUi(<UserFormDialog open user={null} onClose={onClose} />);
    type(/^Username/, "Ravi");
    type(/^Mobile Number/, "9876500003");
    type(/^Role/, "head_boy");
    type(/^Password/, "secret123");
    type(/^Confirm Password/, "secret123");
    type(/^Place/, "Wadakkanchery");
    submit("Create User");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/users/create-user/",
      "PATCH /api/users/users/11/admin-update/",
    ]);
    expect(calls[0]?.body).toEqual({
      user_name: "Ravi",
      mobile_number: "9876500003",
      role: "head_boy",
      password: "secret123",
      plain_password: "secret123",
    });
    expect(calls[1]?.body).toMatchObject({ mobile_number: "9876500003", place: "Wadakkanchery" });
  });

  it("puts the server's field errors on the fields (plain_password on Confirm Password)", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({
      status: 400,
      body: {
        status: false,
        message: "Invalid input",
        errors: { mobile_number: ["Mobile number already exists"], plain_password: ["Does not match"] },
      },
    }));
    renderUi(<UserFormDialog open user={null} onClose={vi.fn()} />);
    type(/^Username/, "Ravi");
    type(/^Mobile Number/, "9876500003");
    type(/^Role/, "boys");
    type(/^Password/, "secret123");
    type(/^Confirm Password/, "secret123");
    submit("Create User");
    await waitFor(() => expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number already exists"));
    expect(fieldError(control(/^Confirm Password/))).toBe("Does not match");
  });
});
