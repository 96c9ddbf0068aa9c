import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WageSheet } from "@/entities/payment/wage-sheet";
import { WorkStatusBadge } from "@/entities/subadmin/components/crew-work-badges";
import { setLang } from "@/lib/i18n";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { BOY, RATING } from "./catering-works-fixtures";

const FARES = {
  fares: [
    { id: 1, fare_type: "boys", amount: "500.00" },
    { id: 2, fare_type: "loading", amount: "100.00" },
  ],
  rating_amount_per_mark: "10.00",
};

afterEach(async () => {
  cleanup();
  await setLang("en");
  localStorage.clear();
});

// The first render compiles the sheet and loads the catalogues: slow when the machine is busy.
describe("the sub-admin sheets in Malayalam", { timeout: 20_000 }, () => {
  it("the wage sheet speaks Malayalam and its live total follows what is typed", async () => {
    signIn("subadmin");
    const calls = mockFetch((call) =>
      call.method === "GET" ? { body: FARES } : { body: { status: true, message: "Wage saved", wage: {} } },
    );
    const onSaved = vi.fn();
    await renderWithI18n(
      <WageSheet
        workId={3}
        user={BOY}
        rating={RATING}
        wage={undefined}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
      { lang: "ml", catalogs: ["subadmin"] },
    );
    expect(screen.getByRole("dialog", { name: "കൂലി ചേർക്കുക" })).toBeTruthy();
    const total = await screen.findByText("ആകെ കൂലി");
    // 500 base + 3 good marks x 10 + 100 loading; whole rupees without ".00" (record 058).
    expect(total.nextSibling?.textContent).toBe("₹630");
    expect(screen.getByText("അടിസ്ഥാന നിരക്ക്")).toBeTruthy();
    expect(screen.getByText("അധിക ലോഡിംഗ്")).toBeTruthy();
    expect(screen.getByRole("option", { name: "നൽകാനുണ്ട്" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("വണ്ടിക്കൂലി (TA)"), { target: { value: "40.50" } });
    await waitFor(() => expect(screen.getByText("ആകെ കൂലി").nextSibling?.textContent).toBe("₹670.50"));
    fireEvent.click(screen.getByRole("button", { name: "കൂലി സേവ് ചെയ്യുക" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method !== "GET")?.body).toMatchObject({ travel_allowance: "40.50" });
  });

  it("a work's status follows a language switch without a reload", async () => {
    await renderWithI18n(<WorkStatusBadge status="pending" />, { lang: "en", catalogs: ["subadmin"] });
    expect(screen.getByText("Pending")).toBeTruthy();
    await act(() => setLang("ml"));
    await waitFor(() => expect(screen.getByText("ഉറപ്പായിട്ടില്ല")).toBeTruthy());
    expect(document.documentElement.lang).toBe("ml");
  });
});
