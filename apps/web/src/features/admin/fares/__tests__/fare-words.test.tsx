import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, renderWithI18n, signIn } from "@/test/render";
import { FaresPage } from "../fares-page";

const FARES = ["boys", "head_boy", "supervisor", "subadmin", "setting", "loading"].map((fare_type, i) => ({
  id: i + 1,
  fare_type,
  amount: "500.00",
}));

describe("the Fares screen's words", () => {
  it("English: the trade's words, never the codes", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: FARES }));
    renderUi(<FaresPage />);
    const table = await screen.findByRole("table");
    await within(table).findByText("Head Boy");
    for (const word of ["Boys", "Supervisor", "Captain", "Setting (extra work)", "Loading (extra work)"])
      expect(within(table).getByText(word)).toBeTruthy();
    expect(table.textContent).not.toMatch(/head_boy|subadmin|\bboys\b|\bsetting\b|\bloading\b/);
    expect(within(table).getByRole("button", { name: "Edit Captain fare" })).toBeTruthy();
  });

  it("Malayalam: the same rows in the glossary's words", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: FARES }));
    await renderWithI18n(<FaresPage />, { lang: "ml", catalogs: ["admin", "ui"] });
    const table = await screen.findByRole("table");
    await within(table).findByText("ഹെഡ് ബോയ്");
    expect(within(table).getByText("ക്യാപ്റ്റൻ")).toBeTruthy();
    expect(within(table).getByText("ലോഡിംഗ് (അധിക ജോലി)")).toBeTruthy();
    expect(table.textContent).not.toMatch(/[A-Za-z_]{3,}/);
  });
});
