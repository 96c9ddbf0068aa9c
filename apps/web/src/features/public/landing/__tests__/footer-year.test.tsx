import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/test/render";
import { SiteFooter } from "../components/site-footer";

describe("the footer's year", () => {
  it("is this year, not a year written into the text", () => {
    renderUi(<SiteFooter />);
    expect(screen.getByText(`© ${new Date().getFullYear()} CaterCrew. All rights reserved.`)).toBeTruthy();
  });
});
