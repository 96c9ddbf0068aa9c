import { afterEach, describe, expect, it } from "vitest";
import { i18n, initI18n, LANG_STORAGE_KEY } from "@/lib/i18n";
import { callLink, greetingText, whatsappLink, whatsappShareLink } from "@/lib/whatsapp";

describe("the WhatsApp greeting (the chat catalogue)", () => {
  afterEach(() => {
    localStorage.clear();
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("greets in English by name, or without one", () => {
    expect(greetingText("Ravi")).toBe("Hello Ravi, this is CaterCrew.");
    expect(greetingText("  Ravi  ", "en")).toBe("Hello Ravi, this is CaterCrew.");
    expect(greetingText(null)).toBe("Hello, this is CaterCrew.");
    expect(greetingText("   ")).toBe("Hello, this is CaterCrew.");
  });

  it("greets in Malayalam from the catalogue, whatever language the screen is in", () => {
    expect(i18n.locale).toBe("en");
    expect(greetingText("രവി", "ml")).toBe("നമസ്കാരം രവി, CaterCrew-ൽ നിന്നാണ്.");
    expect(greetingText(undefined, "ml")).toBe("നമസ്കാരം, CaterCrew-ൽ നിന്നാണ്.");
  });

  it("keeps each person's language when the screen is in Malayalam", async () => {
    localStorage.setItem(LANG_STORAGE_KEY, "ml");
    await initI18n([]);
    expect(i18n.locale).toBe("ml");
    expect(greetingText("Ravi", "en")).toBe("Hello Ravi, this is CaterCrew.");
    expect(greetingText("Ravi", "ml")).toBe("നമസ്കാരം Ravi, CaterCrew-ൽ നിന്നാണ്.");
  });
});

describe("links", () => {
  it("prefills the greeting on a wa.me link to the 10-digit number", () => {
    expect(whatsappLink("+91 98470 12345", greetingText("Ravi"))).toBe(
      "https://wa.me/919847012345?text=Hello%20Ravi%2C%20this%20is%20CaterCrew.",
    );
    const ml = new URL(whatsappLink("9847012345", greetingText("രവി", "ml")));
    expect(ml.searchParams.get("text")).toBe("നമസ്കാരം രവി, CaterCrew-ൽ നിന്നാണ്.");
    expect(whatsappLink("9847012345")).toBe("https://wa.me/919847012345");
  });

  it("shares a text without a number, and calls the number", () => {
    expect(whatsappShareLink("a & b")).toBe("https://wa.me/?text=a%20%26%20b");
    expect(callLink("098470-12345")).toBe("tel:+919847012345");
  });
});
