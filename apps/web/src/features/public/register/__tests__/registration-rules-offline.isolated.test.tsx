import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi } from "@/test/render";
import { RegistrationForm } from "../components/registration-form";

// The rules' download fails (offline): the form says so and keeps what was typed.
vi.mock("@catercrew/shared/schemas/users", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("the registration rules cannot load", () => {
  it("shows a connection message on submit, sends nothing and keeps the typed values", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    const name = await screen.findByLabelText(/^Full Name/, { selector: "input" });
    fireEvent.change(name, { target: { value: "Arjun Krishnan" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(
      await screen.findByText("Could not check the form. Check the connection and try again."),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("Arjun Krishnan");
    expect(calls).toHaveLength(0);
  });
});
