import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithI18n } from "@/test/render";
import { RegistrationSuccess } from "../components/registration-success";

const LINK = "https://wa.me/919000000000?text=START";

describe("RegistrationSuccess: Get jobs on WhatsApp", () => {
  for (const [lang, name] of [
    ["en", "Get jobs on WhatsApp"],
    ["ml", "ജോലികൾ വാട്സ്ആപ്പിൽ കിട്ടാൻ"],
  ] as const) {
    it(`offers the START link when the agency has WhatsApp (${lang})`, async () => {
      const calls: string[] = [];
      mockFetch(({ url }) => {
        calls.push(url);
        return { body: { enabled: true, link: LINK } };
      });
      await renderWithI18n(<RegistrationSuccess userCode="CK00042" onAgain={() => {}} />, {
        lang,
        catalogs: ["auth"],
      });
      const link = await screen.findByRole("link", { name });
      expect(link.getAttribute("href")).toBe(LINK);
      expect(calls.some((u) => u.includes("/whatsapp/link/"))).toBe(true);
    });
  }
});
