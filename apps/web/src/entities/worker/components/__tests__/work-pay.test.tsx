import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLang } from "@/lib/i18n";
import { renderWithI18n } from "@/test/render";
import { WorkPay } from "../work-pay";

afterEach(async () => {
  cleanup();
  await act(() => setLang("en"));
  localStorage.clear();
});

// Whole rupees without ".00" on the worker's card, paise only when there are some (record 058).
describe("the pay on the worker's work card", () => {
  it("English: ₹700 + extras, and ₹700.50 keeps its paise", async () => {
    const { unmount } = await renderWithI18n(<WorkPay pay={{ fare: "700.00", extras: true }} />, {
      lang: "en",
    });
    expect(screen.getByText("Pay: ₹700 + extras")).toBeTruthy();
    unmount();
    await renderWithI18n(<WorkPay pay={{ fare: "700.50", extras: false }} />, { lang: "en" });
    expect(screen.getByText("Pay: ₹700.50")).toBeTruthy();
  });

  it("Malayalam: കൂലി: ₹1,200 + അധിക തുക", async () => {
    await renderWithI18n(<WorkPay pay={{ fare: "1200.00", extras: true }} />, {
      lang: "ml",
      catalogs: ["worker"],
    });
    expect(screen.getByText("കൂലി: ₹1,200 + അധിക തുക")).toBeTruthy();
    expect(screen.queryByText(/\.00/)).toBeNull();
  });
});
