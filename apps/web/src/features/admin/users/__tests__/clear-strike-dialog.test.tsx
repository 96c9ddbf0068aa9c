import type { Strike } from "@catercrew/shared/schemas/strikes";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLang } from "@/lib/i18n";
import { fieldError, mockFetch, renderUi, renderWithI18n, signIn } from "@/test/render";
import { ClearStrikeDialog } from "../components/clear-strike-dialog";
import { UserStrikes } from "../components/user-strikes";

const STRIKE: Strike = {
  id: 5,
  user: 9,
  work: 3,
  work_name: "Sree Hall",
  work_date: "2026-11-20",
  created_at: "2026-11-20T18:00:00.000Z",
  cleared_at: null,
  cleared_by: null,
  cleared_by_name: null,
  clear_reason: null,
};
const CLEARED = {
  ...STRIKE,
  cleared_at: "2026-11-21T10:00:00.000Z",
  cleared_by: 1,
  cleared_by_name: "Admin",
  clear_reason: "Hospital note",
};

afterEach(async () => {
  cleanup();
  await setLang("en");
  localStorage.clear();
});

const reason = () => screen.getByLabelText(/^Reason/, { selector: "textarea" });

describe("ClearStrikeDialog", { timeout: 20_000 }, () => {
  it("needs a reason and sends nothing without one", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<ClearStrikeDialog strike={STRIKE} onClose={vi.fn()} />);
    expect(screen.getByRole("dialog", { name: "Clear strike" })).toBeTruthy();
    fireEvent.change(reason(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Clear strike" }));
    await waitFor(() => expect(fieldError(reason())).toBe("Reason is required"));
    expect(calls).toHaveLength(0);
  });

  it("clears the strike with the reason and closes", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: { status: true, message: "Strike cleared", strike: CLEARED } }));
    const onClose = vi.fn();
    renderUi(<ClearStrikeDialog strike={STRIKE} onClose={onClose} />);
    fireEvent.change(reason(), { target: { value: " Hospital note " } });
    fireEvent.click(screen.getByRole("button", { name: "Clear strike" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: "POST",
      body: { reason: "Hospital note" },
    });
    expect(calls[0]?.url).toContain("/admin_panel/strikes/5/clear/");
  });

  it("shows the server's refusal and stays open", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({
      status: 409,
      body: { status: false, code: "STRIKE_ALREADY_CLEARED", message: "This strike is already cleared." },
    }));
    const onClose = vi.fn();
    renderUi(<ClearStrikeDialog strike={STRIKE} onClose={onClose} />);
    fireEvent.change(reason(), { target: { value: "again" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear strike" }));
    expect(await screen.findByText("This strike is already cleared.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("the strikes list opens the dialog from a strike's button; a cleared one shows who and why", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({
      body: {
        no_shows: 3,
        blocked_until: "2026-12-04T18:00:00.000Z",
        strikes: [STRIKE, { ...CLEARED, id: 6 }],
      },
    }));
    renderUi(<UserStrikes userId={9} />);
    expect(await screen.findByText("3 no-shows in the last 90 days")).toBeTruthy();
    expect(screen.getByText(/Cannot request works until/)).toBeTruthy();
    expect(screen.getByText("Cleared by Admin: Hospital note")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: /^Clear strike for Sree Hall/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Clear strike" })).toBeTruthy();
  });

  it("speaks Malayalam, the required reason included", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: {} }));
    await renderWithI18n(<ClearStrikeDialog strike={STRIKE} onClose={vi.fn()} />, {
      lang: "ml",
      catalogs: ["admin"],
    });
    expect(screen.getByRole("dialog", { name: "വരാതിരിക്കൽ രേഖ ഒഴിവാക്കുക" })).toBeTruthy();
    const box = screen.getByLabelText(/^കാരണം/, { selector: "textarea" });
    fireEvent.click(screen.getByRole("button", { name: "വരാതിരിക്കൽ രേഖ ഒഴിവാക്കുക" }));
    await waitFor(() => expect(fieldError(box)).toBe("കാരണം നൽകുക"));
  });
});
