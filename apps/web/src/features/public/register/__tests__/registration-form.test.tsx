import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi, TEST_USER } from "@/test/render";
import { RegistrationForm } from "../components/registration-form";

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: "input, select, textarea" }), {
    target: { value },
  });
}

function fillValid() {
  fill("Full Name", "Arjun Krishnan");
  fill("Mobile Number", "9876543210");
  fill("Role", "boys");
  fill("Employment Type", "part_time");
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: "input" }), {
    target: { value: "arjun-pass" },
  });
  fill("Confirm Password", "arjun-pass");
  fill("Address", "House 12, Temple Road");
  fill("District", "palakkad");
  fill("Place", "Cherpulassery");
  fill("Date of Birth", "1999-04-01");
}

const control = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: "input, select, textarea" });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

describe("RegistrationForm", () => {
  // What was typed is kept in the tab: each test starts with an empty form.
  beforeEach(() => sessionStorage.clear());

  it("shows each required field's message under it and sends nothing", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    submit();
    await waitFor(() => expect(fieldError(control(/^Full Name/))).toBe("Name is required"));
    expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number is required");
    expect(fieldError(control(/^Role/))).toBe("Role is required");
    expect(fieldError(control(/^District/))).toBe("District is required");
    expect(calls).toHaveLength(0);
  });

  it("takes a mobile number typed with +91 and spaces, uncut, and sends its 10 digits", async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Registered", user: { ...TEST_USER, user_id: "CK00043", role: "boys" } },
    }));
    const onSuccess = vi.fn();
    renderUi(<RegistrationForm onSuccess={onSuccess} />);
    fillValid();
    const mobile = control(/^Mobile Number/);
    expect(mobile.getAttribute("maxlength")).toBeNull();
    fill("Mobile Number", "+91 94460 55555");
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("CK00043"));
    expect(calls[0]?.body).toMatchObject({ mobile_number: "9446055555" });
  });

  it("a number with a digit too few stays refused under the field", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    fillValid();
    fill("Mobile Number", "+91 94460 5555");
    submit();
    await waitFor(() =>
      expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number must be 10 digits"),
    );
    expect(calls).toHaveLength(0);
  });

  it("lists the workers' roles first, the captain last", () => {
    mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    const options = Array.from((control(/^Role/) as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(["", "boys", "head_boy", "supervisor", "subadmin"]);
  });

  it("shows a password mismatch on the confirm field", async () => {
    mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    fillValid();
    fill("Confirm Password", "other-pass");
    submit();
    await waitFor(() => expect(fieldError(control(/^Confirm Password/))).toBe("Passwords do not match!"));
  });

  it("posts the form as multipart to the registration endpoint and reports the new code", async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Registered", user: { ...TEST_USER, user_id: "CK00042", role: "boys" } },
    }));
    const onSuccess = vi.fn();
    renderUi(<RegistrationForm onSuccess={onSuccess} />);
    fillValid();
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("CK00042"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/users/create-user/");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toMatchObject({
      user_name: "Arjun Krishnan",
      mobile_number: "9876543210",
      role: "boys",
      employment_type: "part_time",
      password: "arjun-pass",
      plain_password: "arjun-pass",
      district: "palakkad",
      place: "Cherpulassery",
      has_license: "false",
    });
  });

  it("puts the server's field errors on the fields", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        status: false,
        message: "Mobile number already registered",
        errors: { mobile_number: ["Mobile number already registered"] },
      },
    }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    fillValid();
    submit();
    await waitFor(() =>
      expect(fieldError(control(/^Mobile Number/))).toBe("Mobile number already registered"),
    );
    expect(fieldError(control(/^Full Name/))).toBeNull();
  });
});
