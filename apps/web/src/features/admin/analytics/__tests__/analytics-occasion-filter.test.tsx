import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n, signIn } from "@/test/render";
import { AnalyticsFiltersForm, EMPTY_FILTERS } from "../components/analytics-filters-form";

/** Work Analytics filters by the occasion apart from the meal (record 069). */
describe("the analytics filter's occasion", () => {
  it("the analytics filter chooses an occasion and applies it beside the meal", async () => {
    signIn("admin", { role: "admin" });
    const onApply = vi.fn();
    await renderWithI18n(
      <AnalyticsFiltersForm filters={EMPTY_FILTERS} onApply={onApply} onClear={vi.fn()} />,
      {
        lang: "en",
        catalogs: ["admin"],
      },
    );
    const select = screen.getByLabelText("Occasion", { selector: "select" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toContain("House warming");
    fireEvent.change(select, { target: { value: "wedding" } });
    fireEvent.change(screen.getByLabelText("Work type", { selector: "select" }), {
      target: { value: "lunch" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ occasion: "wedding", work_type: "lunch" }),
    );
  });
});
