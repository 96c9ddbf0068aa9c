import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi, signIn, TEST_USER } from "@/test/render";
import { UserFormSheet } from "../components/user-form-sheet";

const control = (label: RegExp) => screen.getByLabelText(label, { selector: "input, select, textarea" });
const type = (label: RegExp, value: string) => fireEvent.change(control(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("UserFormSheet (sub-admin user form)", () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<UserFormSheet open user={null} onClose={vi.fn()} />);
    type(/^Mobile Number/, "123");
    submit("Create User");
    await waitFor(() => expect(fieldError(control(/^Username/))).toBe("Username is required"));
    expect(fieldError(control(/^Mobile Number/))).toBe("Please enter a valid 10-digit mobile number");
    expect(fieldError(control(/^Password/))).toBe("Password is required");
    expect(calls).toHaveLength(0);
  });

  it("creates the user with the typed values", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "User created successfully!", user: { ...TEST_USER, id: 9 } },
    }));
    const onClose = vi.fn();
    renderUi(<UserFormSheet open user={null} onClose={onClose} />);
    type(/^Username/, "Suresh");
    type(/^Mobile Number/, "9876500001");
    type(/^Password/, "secret123");
    type(/^Role/, "supervisor");
    type(/^District/, "thrissur");
    submit("Create User");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/sub_admin/create/user/");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toMatchObject({
      user_name: "Suresh",
      mobile_number: "9876500001",
      password: "secret123",
      role: "supervisor",
      district: "thrissur",
    });
  });

  it("edits with PUT and puts the server's field errors on the fields", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({
      status: 409,
      body: {
        status: false,
        code: "CONFLICT",
        message: "Mobile number already exists",
        errors: { mobile_number: ["Mobile number already exists"] },
      },
    }));
    renderUi(<UserFormSheet open user={{ ...TEST_USER, id: 7, role: "boys" }} onClose={vi.fn()} />);
    type(/^Mobile Number/, "9876500002");
    submit("Update User");
    await waitFor(() => expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number already exists"));
    expect(calls[0]?.url).toBe("/api/sub_admin/users/7/sub-admin-update/");
    expect(calls[0]?.method).toBe("PUT");
    // A blank password keeps the current one: it is not sent.
    expect(calls[0]?.body).not.toHaveProperty("password");
  });
});
