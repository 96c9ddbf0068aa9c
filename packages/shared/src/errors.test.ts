import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, errorBodySchema } from "./errors.js";
import { errorMessage, errorMessagesEn } from "./messages/errors.en.js";

describe("error codes", () => {
  it("every code has an HTTP error status and an English message", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
      expect(errorMessagesEn[code], code).toMatch(/\S/);
    }
    expect(Object.keys(errorMessagesEn).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("codes are upper snake case", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("fills {placeholders} from params and leaves unknown ones visible", () => {
    expect(errorMessage("FARE_TYPE_NOT_FOUND", { fareType: "boys" })).toBe("No fare of type boys");
    expect(errorMessage("ROUTE_NOT_FOUND", { method: "GET" })).toBe("No route GET {url}");
    expect(errorMessage("TOO_MANY_ATTEMPTS", { minutes: 1, unit: "minute" })).toBe(
      "Too many failed login attempts. Try again in 1 minute.",
    );
  });

  it("a catalogue in another language is used as given", () => {
    const other = { ...errorMessagesEn, WORK_NOT_FOUND: "X {id}" };
    expect(errorMessage("WORK_NOT_FOUND", { id: 3 }, other)).toBe("X 3");
  });

  it("the error body needs a known code", () => {
    expect(errorBodySchema.safeParse({ status: false, code: "WORK_NOT_FOUND", message: "m" }).success).toBe(
      true,
    );
    expect(errorBodySchema.safeParse({ status: false, message: "m" }).success).toBe(false);
    expect(errorBodySchema.safeParse({ status: false, code: "NOPE", message: "m" }).success).toBe(false);
  });
});
