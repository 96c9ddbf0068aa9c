import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "@/test/render";
import { BottomSheet } from "../bottom-sheet";

/** Two sheets, one at a time: the crew sheet and the rating sheet of the captain's screen. */
function TwoSheets() {
  const [open, setOpen] = useState<"a" | "b" | null>("a");
  return (
    <>
      <button type="button" onClick={() => setOpen("b")}>
        open b
      </button>
      {open === "a" && (
        <BottomSheet open onClose={() => setOpen(null)} title="Sheet A">
          <button type="button" onClick={() => setOpen(null)}>
            done a
          </button>
        </BottomSheet>
      )}
      {open === "b" && (
        <BottomSheet open onClose={() => setOpen(null)} title="Sheet B">
          <p>b body</p>
        </BottomSheet>
      )}
    </>
  );
}

const marked = () => {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "catercrewModal" in state;
};

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener("popstate", () => resolve(), { once: true }));

afterEach(() => vi.restoreAllMocks());

describe("Android back and sheets closed by a button", () => {
  it("the back that takes off a closed sheet's entry does not close a sheet opened before it arrived", async () => {
    renderUi(<TwoSheets />);
    expect(await screen.findByRole("dialog", { name: "Sheet A" })).toBeTruthy();
    expect(marked()).toBe(true);

    // Closing A by its button asks history to go back a turn later; the back is held here so that
    // B opens before it arrives, as a quick tap does on a slow phone.
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    screen.getByRole("button", { name: "done a" }).click();
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    act(() => screen.getByRole("button", { name: "open b" }).click());
    expect(await screen.findByRole("dialog", { name: "Sheet B" })).toBeTruthy();
    back.mockRestore();

    // The held back arrives: B stays open and has its entry again.
    const arrived = popped();
    window.history.back();
    await arrived;
    await waitFor(() => expect(marked()).toBe(true));
    expect(screen.getByRole("dialog", { name: "Sheet B" })).toBeTruthy();

    // Android's back still closes B.
    const closed = popped();
    window.history.back();
    await closed;
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sheet B" })).toBeNull());
  });
});
