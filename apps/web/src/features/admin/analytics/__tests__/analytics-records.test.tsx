import type { AnalyticsRecord } from "@catercrew/shared/schemas/analytics";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WorkTypeBadge } from "@/entities/work/work-badges";
import { setLang } from "@/lib/i18n";
import { workTypeTone } from "@/lib/tokens";
import { renderWithI18n } from "@/test/render";
import { AnalyticsRecords } from "../components/analytics-records";

afterEach(async () => {
  cleanup();
  await act(() => setLang("en"));
  localStorage.clear();
});

const record = (over: Partial<AnalyticsRecord>): AnalyticsRecord => ({
  id: 1,
  Auditorium_name: "Sree Hall",
  customer_name: "Anil",
  date: "2030-03-15",
  // The API spells work types as the original client sends them (record 013).
  work_type: "Break_Fast",
  work_status: "completed",
  status: "Profit",
  is_final: true,
  payment_amount: "10000.00",
  total_wages_paid: "5000.00",
  extra_expenses: "0.00",
  profit_or_loss: "5000.00",
  running_cost: "5000.00",
  revenue: "10000.00",
  revenue_basis: "projected",
  ...over,
});

describe("analytics records", () => {
  it("a final result reads Profit; an upcoming work's figures so far read projected", async () => {
    await renderWithI18n(
      <AnalyticsRecords
        mode="grid"
        onOpen={() => {}}
        records={[
          record({ id: 1, Auditorium_name: "Done Hall" }),
          record({ id: 2, Auditorium_name: "Soon Hall", work_status: "pending", is_final: false }),
        ]}
      />,
      { lang: "en" },
    );
    const done = screen.getByRole("article", { name: "Done Hall" });
    const soon = screen.getByRole("article", { name: "Soon Hall" });
    expect(done.textContent).toContain("Profit");
    expect(done.textContent).not.toContain("projected");
    expect(soon.textContent).toContain("Profit (projected)");
    // The original client's spelling still finds its label.
    expect(done.textContent).toContain("Break Fast");
  });

  it("completed works come first under their own heading; works not completed yet follow apart", async () => {
    await renderWithI18n(
      <AnalyticsRecords
        mode="grid"
        onOpen={() => {}}
        records={[
          record({ id: 2, Auditorium_name: "Soon Hall", work_status: "pending", is_final: false }),
          record({ id: 1, Auditorium_name: "Done Hall" }),
        ]}
      />,
      { lang: "en" },
    );
    const regions = screen.getAllByRole("region");
    const done = screen.getByRole("region", { name: "Completed works (1)" });
    const soon = screen.getByRole("region", { name: "Not completed yet (1)" });
    expect(regions).toEqual([done, soon]);
    expect(within(done).getByRole("article", { name: "Done Hall" })).toBeTruthy();
    expect(within(soon).getByRole("article", { name: "Soon Hall" })).toBeTruthy();
  });

  it("Malayalam: projected has its words", async () => {
    await renderWithI18n(
      <AnalyticsRecords
        mode="list"
        onOpen={() => {}}
        records={[record({ status: "Loss", is_final: false })]}
      />,
      { lang: "ml", catalogs: ["admin"] },
    );
    expect(screen.getByText(/നഷ്ടം \(പ്രതീക്ഷിക്കുന്നത്\)/)).toBeTruthy();
  });

  it("the work-type badge reads any spelling the API sends", async () => {
    await renderWithI18n(<WorkTypeBadge type="Lunch" />, { lang: "en" });
    expect(screen.getByText("Lunch")).toBeTruthy();
    expect(workTypeTone("Break_Fast")).toBe(workTypeTone("break_fast"));
    expect(workTypeTone("Break_Fast")).not.toBe("neutral");
  });
});
