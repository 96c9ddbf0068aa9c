import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buttonClass } from "../button";
import { Tabs } from "../tabs";

afterEach(cleanup);

/** The heights a class list gives below 640 px (no `sm:` prefix) and from 640 px. */
function heights(classes: string) {
  const list = classes.split(/\s+/);
  const phone = list.find((c) => /^(min-h|h)-\d+$/.test(c));
  const wide = list.find((c) => /^sm:(min-h|h)-\d+$/.test(c)) ?? phone;
  const px = (c: string | undefined) => Number(c?.split("-").pop() ?? 0) * 4;
  return { phone: px(phone), wide: px(wide?.replace("sm:", "")) };
}

describe("tap targets", () => {
  it("every button size is at least 44 px high on a phone", () => {
    for (const size of ["sm", "md", "lg", "icon"] as const) {
      expect(heights(buttonClass("outline", size)).phone, size).toBeGreaterThanOrEqual(44);
    }
    expect(heights(buttonClass("outline", "sm")).wide).toBe(36);
  });
});

/** A tab list as a narrow screen lays it out: `width` px of tabs in a `shown` px wide list. */
function layOut(list: HTMLElement, width: number, shown: number, scrolled = 0) {
  Object.defineProperty(list, "scrollWidth", { configurable: true, value: width });
  Object.defineProperty(list, "clientWidth", { configurable: true, value: shown });
  list.scrollLeft = scrolled;
  fireEvent.scroll(list);
}

describe("Tabs on a narrow screen", () => {
  const items = ["all", "pending", "completed", "accepted", "rejected"].map((v) => ({ value: v, label: v }));

  it("shows an arrow on the side that hides tabs, and none once all are in sight", async () => {
    const { container } = render(
      <Tabs id="t" label="Filter works" items={items} value="all" onChange={() => {}} />,
    );
    const list = screen.getByRole("tablist");
    const cue = (side: string) => container.querySelector(`[data-scroll-cue="${side}"]`);
    await act(async () => layOut(list, 600, 320));
    expect(cue("right")).not.toBeNull();
    expect(cue("left")).toBeNull();
    await act(async () => layOut(list, 600, 320, 280));
    expect(cue("right")).toBeNull();
    expect(cue("left")).not.toBeNull();
    await act(async () => layOut(list, 320, 320));
    expect(cue("right")).toBeNull();
    expect(cue("left")).toBeNull();
  });
});
