import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, errorBodySchema } from "./errors.js";
import { errorText, t } from "./messages/translate.js";

describe("error codes", () => {
  it("every code has an HTTP error status and an English message", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
      expect(t("en", `error:${code}`), code).not.toBe(`error:${code}`);
    }
  });

  it("codes are upper snake case", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("fills {placeholders} from params, with plural forms for counts", () => {
    expect(errorText("en", "FARE_TYPE_NOT_FOUND", { fareType: "boys" })).toBe("No fare of type boys");
    expect(errorText("en", "TOO_MANY_ATTEMPTS", { minutes: 1 })).toBe(
      "Too many failed login attempts. Try again in 1 minute.",
    );
    expect(errorText("en", "TOO_MANY_ATTEMPTS", { minutes: 5 })).toBe(
      "Too many failed login attempts. Try again in 5 minutes.",
    );
  });

  it("the error body needs a known code", () => {
    expect(errorBodySchema.safeParse({ status: false, code: "WORK_NOT_FOUND", message: "m" }).success).toBe(
      true,
    );
    expect(errorBodySchema.safeParse({ status: false, message: "m" }).success).toBe(false);
    expect(errorBodySchema.safeParse({ status: false, code: "NOPE", message: "m" }).success).toBe(false);
  });
});
