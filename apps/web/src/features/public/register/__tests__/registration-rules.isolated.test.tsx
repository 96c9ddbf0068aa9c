import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fieldError, mockFetch, renderUi } from "@/test/render";
import { RegistrationForm } from "../components/registration-form";

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock("@hookform/resolvers/zod", async (original) => {
  const real = await original<typeof import("@hookform/resolvers/zod")>();
  return {
    ...real,
    zodResolver: ((...args: Parameters<typeof real.zodResolver>) => {
      built.count += 1;
      return real.zodResolver(...args);
    }) as typeof real.zodResolver,
  };
});

describe("the registration rules load on first use", () => {
  it("are not built when the form opens, are built once the visitor starts, and the first wrong field takes the focus", async () => {
    mockFetch(() => ({ body: {} }));
    renderUi(<RegistrationForm onSuccess={vi.fn()} />);
    await screen.findByLabelText(/^Full Name/, { selector: "input" });
    expect(built.count).toBe(0);
    fireEvent.focus(screen.getByLabelText(/^Full Name/, { selector: "input" }));
    // The rules are a chunk of their own: its first import is transformed on the spot, slow on a
    // busy two-core machine.
    await waitFor(() => expect(built.count).toBe(1), { timeout: 20_000 });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const name = screen.getByLabelText(/^Full Name/, { selector: "input" });
    await waitFor(() => expect(fieldError(name)).toBe("Name is required"));
    expect(document.activeElement).toBe(name);
    expect(built.count).toBe(1);
  }, 40_000);
});
