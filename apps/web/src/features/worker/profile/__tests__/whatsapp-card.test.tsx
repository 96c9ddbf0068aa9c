import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n, signIn } from "@/test/render";
import { WhatsappCard } from "../components/whatsapp-card";

const LINK = "https://wa.me/919000000000?text=START%20CK00001%20abcdefgh";

describe("WhatsappCard", () => {
  it("shows WhatsApp off with the Get jobs on WhatsApp link, in English", async () => {
    signIn("user");
    mockFetch(() => ({
      body: { enabled: true, state: "off", wa_number: null, opted_in_at: null, link: LINK },
    }));
    await renderWithI18n(<WhatsappCard />, { lang: "en", catalogs: ["worker"] });
    const link = await screen.findByRole("link", { name: "Get jobs on WhatsApp" });
    expect(link.getAttribute("href")).toBe(LINK);
    expect(screen.getByTestId("whatsapp-state").textContent).toContain("Off.");
  });

  it("shows WhatsApp on and its number, in Malayalam, without the link", async () => {
    signIn("user");
    mockFetch(() => ({
      body: {
        enabled: true,
        state: "on",
        wa_number: "+919812300077",
        opted_in_at: "2026-11-25T00:00:00Z",
        link: LINK,
      },
    }));
    await renderWithI18n(<WhatsappCard />, { lang: "ml", catalogs: ["worker"] });
    const state = await screen.findByTestId("whatsapp-state");
    expect(state.textContent).toContain("+919812300077");
    expect(state.textContent).toContain("ഓൺ");
    expect(screen.getByRole("heading").textContent).toContain("വാട്സ്ആപ്പിൽ ജോലികൾ");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
