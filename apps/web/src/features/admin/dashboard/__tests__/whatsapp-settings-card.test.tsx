import {
  WHATSAPP_SETTING_DEFAULTS,
  type WhatsappSettings,
} from "@catercrew/shared/schemas/whatsapp-outbound";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldError, mockFetch, renderWithI18n, signIn } from "@/test/render";
import { WhatsappSettingsCard } from "../components/whatsapp-settings-card";

/** The admin's WhatsApp settings, defaults beside them, saved with one request. */

const SETTINGS: WhatsappSettings = {
  ...WHATSAPP_SETTING_DEFAULTS,
  prices: { ...WHATSAPP_SETTING_DEFAULTS.prices, job_offer: "0.2000" },
  daily_recipient_limit: 1000,
};

function answer(configured: boolean) {
  return mockFetch((c) => ({
    body: {
      settings: c.method === "PUT" ? c.body : SETTINGS,
      defaults: WHATSAPP_SETTING_DEFAULTS,
      configured,
    },
  }));
}

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};

describe("WhatsappSettingsCard", () => {
  it("loads the settings with their defaults, and says messages wait until WhatsApp is set up", async () => {
    signIn("admin", { role: "admin" });
    answer(false);
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    const limit = await screen.findByLabelText(/Different people messaged a day/);
    expect((limit as HTMLInputElement).value).toBe("1000");
    expect(screen.getByText("Default 250")).toBeTruthy();
    const offer = screen.getByRole("group", { name: "Job offer" });
    expect((within(offer).getByLabelText(/Price/) as HTMLInputElement).value).toBe("0.2000");
    expect(within(offer).getAllByText("Default 0.1150")).toHaveLength(1);
    expect(screen.getByText("Messages go out only once WhatsApp is set up on the server.")).toBeTruthy();
  });

  it("says nothing about set-up when WhatsApp is configured", async () => {
    signIn("admin", { role: "admin" });
    answer(true);
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    await screen.findByLabelText(/Different people messaged a day/);
    expect(screen.queryByText(/only once WhatsApp is set up/)).toBeNull();
  });

  it("refuses a wrong value in English, keeping what was typed, and sends nothing", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer(true);
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    await screen.findByLabelText(/Different people messaged a day/);
    fireEvent.change(input("shortlist_factor"), { target: { value: "11" } });
    fireEvent.change(input("prices.wage_paid"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save WhatsApp settings" }));
    await waitFor(() =>
      expect(fieldError(input("shortlist_factor"))).toBe("Enter a whole number from 1 to 10"),
    );
    expect(fieldError(input("prices.wage_paid"))).toBe("Enter a price like 0.1150");
    expect(input("shortlist_factor").value).toBe("11");
    expect(input("prices.wage_paid").value).toBe("abc");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  it("refuses a wrong value in Malayalam", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer(true);
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "ml", catalogs: ["admin"] });
    const save = await screen.findByRole("button", { name: "വാട്സ്ആപ്പ് സെറ്റിംഗ്സ് സേവ് ചെയ്യുക" });
    expect(screen.getByRole("heading", { name: "വാട്സ്ആപ്പ്" })).toBeTruthy();
    fireEvent.change(input("wave_minutes"), { target: { value: "0" } });
    fireEvent.change(input("prices.job_offer"), { target: { value: "1,5" } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(fieldError(input("wave_minutes"))).toBe("1 മുതൽ 1440 വരെയുള്ള ഒരു മുഴുവൻ സംഖ്യ നൽകുക"),
    );
    expect(fieldError(input("prices.job_offer"))).toBe("0.1150 പോലെ വില നൽകുക");
    expect(input("wave_minutes").value).toBe("0");
    expect(input("prices.job_offer").value).toBe("1,5");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  it("saves every setting with one request", async () => {
    signIn("admin", { role: "admin" });
    const calls = answer(true);
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    await screen.findByLabelText(/Different people messaged a day/);
    fireEvent.change(input("wave_minutes"), { target: { value: "30" } });
    fireEvent.change(input("template_versions.job_offer"), { target: { value: "2" } });
    fireEvent.change(input("prices.signin_code"), { target: { value: "0.1300" } });
    fireEvent.click(screen.getByRole("button", { name: "Save WhatsApp settings" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toContain("/whatsapp/settings/");
    expect(put?.body).toEqual({
      ...SETTINGS,
      wave_minutes: 30,
      template_versions: { ...SETTINGS.template_versions, job_offer: 2 },
      prices: { ...SETTINGS.prices, signin_code: "0.1300" },
    });
  });

  it("shows an error with a retry when the settings cannot be read", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ status: 500, body: { status: false, message: "Server error" } }));
    await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    expect(await screen.findByRole("button", { name: /Try again|Retry/ })).toBeTruthy();
  });

  it("shows no card when the server has no WhatsApp settings route (404)", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ status: 404, body: { status: false, message: "Not found" } }));
    const { container } = await renderWithI18n(<WhatsappSettingsCard />, { lang: "en", catalogs: ["admin"] });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(""));
  });
});
