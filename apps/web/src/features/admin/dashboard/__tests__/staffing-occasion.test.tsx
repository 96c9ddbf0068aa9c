import type { Staffing } from "@catercrew/shared/schemas/crews";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { StaffingCard } from "../components/staffing-card";

/** The occasion beside the meal (record 069) on the dashboard's staffing rows. */

const row = (id: number, work_type: string, occasion: string) => ({
  id,
  Auditorium_name: `Hall ${id}`,
  date: "2030-01-10",
  reporting_time: "11:00",
  work_type,
  occasion,
  needed: 3,
  boys: 3,
  head_boys: 0,
  captains: 1,
  supervisors: 0,
  open_offers: 0,
  short_soon: false,
  at_risk: false,
});
const STAFFING: Staffing = { works: [row(1, "Lunch", "wedding"), row(2, "Dinner", "")] };

describe("occasions on the admin's screens", () => {
  it("the staffing table names each work's meal and occasion", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: STAFFING }));
    await renderWithI18n(<StaffingCard />, { lang: "en", catalogs: ["admin"] });
    const rows = await screen.findAllByTestId("staffing-row");
    expect(within(rows[0] as HTMLElement).getByText(/Lunch · Wedding/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Dinner$/)).toBeTruthy();
  });

  it("the staffing table's occasion reads in Malayalam", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: STAFFING }));
    await renderWithI18n(<StaffingCard />, { lang: "ml", catalogs: ["admin", "ui"] });
    const rows = await screen.findAllByTestId("staffing-row");
    expect(rows[0]?.textContent).toContain("കല്യാണം");
  });
});
