import { describe, expect, it } from "vitest";
import { pickLanguage } from "./language.js";
import { acceptedLanguages, preferredLanguage } from "./preferred-language.js";

describe("preferredLanguage", () => {
  it("keeps a saved choice over the browser's languages", () => {
    expect(preferredLanguage("en", ["ml-IN"])).toBe("en");
    expect(preferredLanguage("ml", ["en-US"])).toBe("ml");
  });

  it("takes Malayalam when any browser language is Malayalam, else English", () => {
    expect(preferredLanguage(null, ["en-IN", "ml-IN"])).toBe("ml");
    expect(preferredLanguage(undefined, ["ML"])).toBe("ml");
    expect(preferredLanguage("fr", ["en-GB", "hi"])).toBe("en");
    expect(preferredLanguage(null, [])).toBe("en");
  });
});

describe("acceptedLanguages", () => {
  it("lists the header's tags and leaves out the refused ones", () => {
    expect(acceptedLanguages("en-IN,en;q=0.9, ml;q=0.8")).toEqual(["en-IN", "en", "ml"]);
    expect(acceptedLanguages("ml;q=0, en")).toEqual(["en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("gives the server the page's choice where pickLanguage would weigh the header", () => {
    // The page chooses Malayalam when the browser lists it at all; the API's messages follow weights.
    const header = "en-US,en;q=0.9,ml;q=0.8";
    expect(preferredLanguage(null, acceptedLanguages(header))).toBe("ml");
    expect(pickLanguage(header)).toBe("en");
  });
});
