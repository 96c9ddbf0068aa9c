import { EMPTY_WORK_LOGISTICS } from "@catercrew/shared/schemas/works";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi, signIn } from "@/test/render";
import { aWork } from "@/test/work-samples";
import { Summary } from "../components/work-detail-parts";

describe("the admin's work summary", () => {
  it("shows the transport and dress he entered, as the workers see them", () => {
    signIn("admin", { role: "admin" });
    renderUi(
      <Summary
        work={aWork({
          logistics: {
            ...EMPTY_WORK_LOGISTICS,
            pickup_point: "Ottapalam bus stand",
            pickup_time: "08:30",
            vehicle: "Tempo KL-09",
            driver_name: "Sasi",
            drop_after: "Back to the bus stand",
            dress_code: "Black pant, white shirt",
            bike_needed: true,
          },
        })}
      />,
    );
    expect(screen.getByText("Transport and dress")).toBeTruthy();
    expect(screen.getByText("Ottapalam bus stand, 8:30 AM")).toBeTruthy();
    expect(screen.getByText("Tempo KL-09")).toBeTruthy();
    expect(screen.getByText("Back to the bus stand")).toBeTruthy();
    expect(screen.getByText("Black pant, white shirt")).toBeTruthy();
    expect(screen.getByText("Come by bike")).toBeTruthy();
  });

  it("shows no transport block when none was entered", () => {
    signIn("admin", { role: "admin" });
    renderUi(<Summary work={aWork()} />);
    expect(screen.queryByText("Transport and dress")).toBeNull();
  });
});
