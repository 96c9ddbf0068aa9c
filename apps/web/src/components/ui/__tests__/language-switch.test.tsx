import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LANG_STORAGE_KEY } from "@/lib/i18n";
import { renderWithI18n } from "@/test/render";
import { LanguageSwitch } from "../language-switch";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("LanguageSwitch", () => {
  it("switches to Malayalam: its own label, <html lang> and the saved choice follow", async () => {
    await renderWithI18n(<LanguageSwitch />, { lang: "en" });
    const select = screen.getByLabelText("Language");
    expect(select).toHaveProperty("value", "en");
    expect(document.documentElement.lang).toBe("en");

    await act(async () => {
      fireEvent.change(select, { target: { value: "ml" } });
    });
    await waitFor(() => expect(screen.getByLabelText("ഭാഷ")).toHaveProperty("value", "ml"));
    expect(document.documentElement.lang).toBe("ml");
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe("ml");
  });

  it("starts in the saved language", async () => {
    await renderWithI18n(<LanguageSwitch />, { lang: "ml" });
    expect(screen.getByLabelText("ഭാഷ")).toHaveProperty("value", "ml");
  });
});
