import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { MonthlyStatement } from "../components/monthly-statement";

afterEach(() => vi.unstubAllGlobals());

describe("MonthlyStatement", () => {
  it("opens the chosen month's statement of the signed-in worker, with the language", async () => {
    signIn("user", { id: 42 });
    const calls = mockFetch(() => ({ body: "<html></html>" }));
    const win = {
      location: { href: "" },
      close: vi.fn(),
      print: vi.fn(),
      document: { readyState: "loading" },
    };
    vi.stubGlobal(
      "open",
      vi.fn(() => win),
    );
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:statement"), revokeObjectURL: vi.fn() }),
    );
    renderUi(<MonthlyStatement />);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-10" } });
    fireEvent.click(screen.getByRole("button", { name: "Statement" }));
    await waitFor(() => expect(win.location.href).toBe("blob:statement"));
    expect(calls[0]?.url).toBe("/api/payslips/monthly/42/?month=2026-10&lang=en");
  });

  it("asks for a month when the field is cleared, and offers no button", () => {
    signIn("user");
    renderUi(<MonthlyStatement />);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "" } });
    expect(screen.getByText("Choose a month")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Statement" })).toBeNull();
  });
});
