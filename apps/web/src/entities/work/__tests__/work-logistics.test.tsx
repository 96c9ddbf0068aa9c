import { EMPTY_WORK_LOGISTICS } from "@catercrew/shared/schemas/works";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WorkLogisticsList } from "@/entities/work/work-logistics";
import { setLang } from "@/lib/i18n";
import { renderWithI18n } from "@/test/render";

afterEach(async () => {
  cleanup();
  await act(() => setLang("en"));
  localStorage.clear();
});

const dawn = { ...EMPTY_WORK_LOGISTICS, pickup_point: "Aluva bus stand", pickup_time: "04:30" };

// The pickup time goes through the shared time format, never raw (docs/decisions/058).
describe("the pickup on the worker's work card", () => {
  it("English: the time on the 12-hour clock", async () => {
    await renderWithI18n(<WorkLogisticsList logistics={dawn} />, { lang: "en" });
    expect(screen.getByText("Pickup")).toBeTruthy();
    expect(screen.getByText("Aluva bus stand, 4:30 AM")).toBeTruthy();
  });

  it("Malayalam: പിക്കപ്പ്, and a time before dawn says പുലർച്ചെ, not the raw 04:30", async () => {
    await renderWithI18n(<WorkLogisticsList logistics={dawn} />, { lang: "ml", catalogs: ["worker"] });
    expect(screen.getByText("പിക്കപ്പ്")).toBeTruthy();
    expect(screen.getByText("Aluva bus stand, പുലർച്ചെ 4:30")).toBeTruthy();
    expect(screen.queryByText(/04:30/)).toBeNull();
  });

  it("Malayalam: 05:00 is morning, and a time alone has no stray comma", async () => {
    const morning = { ...EMPTY_WORK_LOGISTICS, pickup_time: "05:00" };
    await renderWithI18n(<WorkLogisticsList logistics={morning} />, { lang: "ml", catalogs: ["worker"] });
    expect(screen.getByText("രാവിലെ 5:00")).toBeTruthy();
  });
});
