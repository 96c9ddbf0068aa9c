import { kolkataToday } from "@catercrew/shared/format/dates";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderUi, signIn } from "@/test/render";
import { UnavailableDays } from "../components/unavailable-days";

const today = kolkataToday();

describe("UnavailableDays", () => {
  it("one tap marks a day (the whole list is saved), a second tap unmarks it; past days cannot be tapped", async () => {
    signIn("user");
    const next = (() => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1, 15);
      return d.toISOString().slice(0, 10);
    })();
    const saved: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === "PUT") {
        saved.push(body);
        return { body };
      }
      return { body: [] };
    });
    renderUi(<UnavailableDays />);
    fireEvent.click(await screen.findByRole("button", { name: "Next month" }));
    const day = screen.getByRole("button", {
      name: (name) => name.includes("15") && !name.includes("month"),
    });
    expect(day.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(day);
    await waitFor(() => expect(saved).toEqual([[next]]));
    await waitFor(() => expect(day.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(day);
    await waitFor(() => expect(saved).toEqual([[next], []]));
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    const first = screen.getAllByRole("button").find((b) => b.textContent === "1");
    if (today.slice(8) !== "01") expect(first?.hasAttribute("disabled")).toBe(true);
  });
});
