import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  boolish,
  loginEmail,
  mobileNumber,
  money,
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
  it("booleans from forms, times cut to minutes", () => {
    expect(boolish.parse("on")).toBe(true);
    expect(boolish.parse("false")).toBe(false);
    expect(wallTime.parse("09:30:00")).toBe("09:30");
    expect(wallTime.safeParse("25:00").success).toBe(false);
  });
});
