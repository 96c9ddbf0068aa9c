import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { CaptainMoneyCard } from "../components/captain-money-card";

/** "Captains see revenue and profit": the admin's switch, saved at once. */

function answer(on: boolean, status = 200) {
  return mockFetch((c) =>
    c.method === "PUT"
      ? status === 200
        ? { body: c.body }
        : { status, body: { status: false, code: "FORBIDDEN", message: "Not allowed" } }
      : { body: { captains_see_revenue: on } },
  );
}

describe("CaptainMoneyCard", () => {
  it("shows the setting as it is and turns it off with one request", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer(true);
    await renderWithI18n(<CaptainMoneyCard />, { lang: "en", catalogs: ["admin"] });
    const box = (await screen.findByLabelText(
      "Captains see the agreed price, revenue and profit in their works and in Work Analytics",
    )) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toContain("/admin_panel/analytics-settings/");
    expect(put?.body).toEqual({ captains_see_revenue: false });
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it("in Malayalam, turns it back on, and says so when the save fails", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer(false, 403);
    await renderWithI18n(<CaptainMoneyCard />, { lang: "ml", catalogs: ["admin"] });
    expect(await screen.findByRole("heading", { name: "ക്യാപ്റ്റൻമാർ കാണുന്നത്" })).toBeTruthy();
    const box = (await screen.findByLabelText(
      "ക്യാപ്റ്റൻമാർക്ക് അവരുടെ ജോലികളിലും ലാഭ-നഷ്ട കണക്കുകളിലും പറഞ്ഞുറപ്പിച്ച തുകയും വരവും ലാഭവും കാണാം",
    )) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
        { captains_see_revenue: true },
      ]),
    );
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});
