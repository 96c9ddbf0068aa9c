import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  boolish,
  loginEmail,
  mobileNumber,
  mobileTextField,
  money,
  normalizeIdentifier,
  normalizeMobile,
  optionalEmail,
  optionalMoney,
  wallTime,
} from "./common.js";

describe("common schemas", () => {
  it("optional money: null and empty mean 0.00; .optional() lets the key be left out", () => {
    const s = z.object({ a: optionalMoney("A") });
    expect(z.object({ a: optionalMoney("A").optional() }).parse({})).toEqual({});
    expect(s.parse({ a: null })).toEqual({ a: "0.00" });
    expect(s.parse({ a: "" })).toEqual({ a: "0.00" });
    expect(s.parse({ a: 12.5 })).toEqual({ a: "12.50" });
    expect(s.safeParse({ a: "-1" }).success).toBe(false);
    expect(s.safeParse({ a: "1.234" }).success).toBe(false);
  });
  it("login e-mails accept the generated admin@localhost; stored e-mails stay strict", () => {
    expect(loginEmail.parse(" Admin@LocalHost ")).toBe("admin@localhost");
    expect(loginEmail.parse("boss@catercrew.test")).toBe("boss@catercrew.test");
    for (const bad of ["", "admin", "admin@", "@localhost", "a b@localhost", "a@b@c"])
      expect(loginEmail.safeParse(bad).success, bad).toBe(false);
    expect(optionalEmail.safeParse("admin@localhost").success).toBe(false);
  });
  it("money keeps exact decimals", () => {
    expect(money().parse("007.5")).toBe("7.50");
    expect(money().safeParse("abc").success).toBe(false);
  });
  it("mobile numbers are exactly 10 digits, leading zeros kept", () => {
    expect(mobileNumber.parse("0123456789")).toBe("0123456789");
    expect(mobileNumber.parse(9876543210)).toBe("9876543210");
    expect(mobileNumber.safeParse("98765").success).toBe(false);
  });
  it("mobile numbers as people type them are stored as their 10 digits", () => {
    for (const typed of [
      "98470 12345",
      "+91 94460 55555",
      "094460 55555",
      "+91-98470-12345",
      "919847012345",
    ]) {
      expect(mobileNumber.parse(typed), typed).toMatch(/^\d{10}$/);
    }
    expect(mobileNumber.parse("98470 12345")).toBe("9847012345");
    expect(mobileNumber.parse("+91 94460 55555")).toBe("9446055555");
    expect(mobileNumber.parse("094460 55555")).toBe("9446055555");
    expect(mobileTextField().parse(" (0) 94460-55555 ")).toBe("9446055555");
    // A 10-digit number that starts with 91 or 0 is its own number.
    expect(normalizeMobile("9123456789")).toBe("9123456789");
    // Too short or too long stays refused: no digit is dropped to make it fit.
    for (const bad of ["+91 94460 5555", "94460 555555", "+1 94460 55555", "00 94460 55555", "abc"]) {
      expect(mobileNumber.safeParse(bad).success, bad).toBe(false);
    }
    expect(normalizeIdentifier(" +91 94460 55555 ")).toBe("9446055555");
    expect(normalizeIdentifier("CK00042")).toBe("CK00042");
    expect(normalizeIdentifier("a.b@x.in")).toBe("a.b@x.in");
  });
  it("booleans from forms, times cut to minutes", () => {
    expect(boolish.parse("on")).toBe(true);
    expect(boolish.parse("false")).toBe(false);
    expect(wallTime.parse("09:30:00")).toBe("09:30");
    expect(wallTime.safeParse("25:00").success).toBe(false);
  });
});
