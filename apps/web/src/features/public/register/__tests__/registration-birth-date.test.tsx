import { kolkataToday } from "@catercrew/shared/format/dates";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi, TEST_USER } from "@/test/render";
import { loadRegistrationRules, RegistrationForm } from "../components/registration-form";

/** The date of birth on the registration form (record 064): asked, checked by the shared schema, sent. */
const control = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: "input, select, textarea" });
function fill(label: string | RegExp, value: string) {
  fireEvent.change(control(label), { target: { value } });
}
function fillAllButBirthDate() {
  fill(/^Full Name/, "Arjun Krishnan");
  fill(/^Mobile Number/, "9876543210");
  fill(/^Role/, "boys");
  fill(/^Employment Type/, "part_time");
  fill(/^Password/, "arjun-pass");
  fill(/^Confirm Password/, "arjun-pass");
  fill(/^Address/, "House 12, Temple Road");
  fill(/^District/, "palakkad");
  fill(/^Place/, "Cherpulassery");
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
const birthDate = () => control(/^Date of Birth/);

describe("RegistrationForm: date of birth", () => {
  // The rules are downloaded once when the visitor starts; here before the first submit.
  beforeAll(async () => {
    await loadRegistrationRules();
  }, 30_000);
  beforeEach(() => sessionStorage.clear());

  it("is a required date field no later than today, saying why it is asked", () => {
    mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    const input = birthDate() as HTMLInputElement;
    expect(input.type).toBe("date");
    expect(input.required).toBe(true);
    expect(input.max).toBe(kolkataToday());
    expect(screen.getByText(/under 18 are not given night works/)).toBeTruthy();
  });

  it("left empty, it is refused under the field and nothing is sent", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    fillAllButBirthDate();
    submit();
    await waitFor(() => expect(fieldError(birthDate())).toBe("Date of birth is required"));
    expect(calls).toHaveLength(0);
  });

  it("a child under 14 is told he must be 14, and nothing is sent", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    fillAllButBirthDate();
    const year = Number(kolkataToday().slice(0, 4));
    fill(/^Date of Birth/, `${year - 10}-06-01`);
    submit();
    await waitFor(() =>
      expect(fieldError(birthDate())).toBe("You must be at least 14 years old to work with us"),
    );
    expect(calls).toHaveLength(0);
  });

  it("a valid date is sent with the registration", async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Registered", user: { ...TEST_USER, user_id: "CK00050", role: "boys" } },
    }));
    const onSuccess = vi.fn();
    renderUi(<RegistrationForm onSuccess={onSuccess} />);
    fillAllButBirthDate();
    fill(/^Date of Birth/, "2008-02-29");
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("CK00050"));
    expect(calls[0]?.body).toMatchObject({ date_of_birth: "2008-02-29" });
  });
});
