import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n } from "@/test/render";
import { ForgotPasswordPage } from "../../forgot-password/forgot-password-page";
import { UserLoginPage } from "../user-login-page";

/** The code-on-WhatsApp options show only while the agency has WhatsApp on (GET /whatsapp/link/). */
function answer(enabled: boolean) {
  const calls: string[] = [];
  mockFetch(({ url }) => {
    calls.push(url);
    return { body: { enabled, link: enabled ? "https://wa.me/919000000000?text=START" : null } };
  });
  return calls;
}

describe("code on WhatsApp: offered only while WhatsApp is on", () => {
  it("the worker login offers it when on, in Malayalam too", async () => {
    answer(true);
    await renderWithI18n(<UserLoginPage />, { lang: "ml", catalogs: ["auth"] });
    expect(await screen.findByRole("button", { name: "വാട്സ്ആപ്പ് കോഡ് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക" })).toBeTruthy();
  });

  it("the worker login does not offer it when off", async () => {
    const calls = answer(false);
    await renderWithI18n(<UserLoginPage />, { lang: "en", catalogs: ["auth"] });
    await waitFor(() => expect(calls.some((u) => u.includes("/whatsapp/link/"))).toBe(true));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in with a code on WhatsApp" })).toBeNull();
  });

  it("Forgot password offers it when on and not when off", async () => {
    answer(true);
    const on = await renderWithI18n(<ForgotPasswordPage />, { lang: "en", catalogs: ["auth"] });
    expect(await screen.findByRole("button", { name: "Get a code on WhatsApp" })).toBeTruthy();
    on.unmount();

    const calls = answer(false);
    await renderWithI18n(<ForgotPasswordPage />, { lang: "en", catalogs: ["auth"] });
    await waitFor(() => expect(calls.some((u) => u.includes("/whatsapp/link/"))).toBe(true));
    expect(await screen.findByRole("button", { name: "I have a code" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Get a code on WhatsApp" })).toBeNull();
  });
});
