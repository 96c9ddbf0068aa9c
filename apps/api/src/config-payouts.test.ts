import { describe, expect, it } from "vitest";
import { loadPayoutsConfig } from "./config-payouts.js";

const FULL = {
  PAYOUTS_PROVIDER: "razorpayx",
  RAZORPAYX_KEY_ID: "rzp_live_x",
  RAZORPAYX_KEY_SECRET: "secret",
  RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
  RAZORPAYX_WEBHOOK_SECRET: "whsec",
};

describe("payout settings", () => {
  it("no provider: none, nothing else needed", () => {
    expect(loadPayoutsConfig({}, [])).toEqual({
      provider: "none",
      razorpayx: undefined,
      dailyCapPaise: undefined,
    });
  });

  it("razorpayx names each missing setting", () => {
    const problem = loadPayoutsConfig({ PAYOUTS_PROVIDER: "razorpayx", RAZORPAYX_KEY_ID: "k" }, []);
    expect(problem).toContain("RAZORPAYX_KEY_SECRET: needed");
    expect(problem).toContain("RAZORPAYX_WEBHOOK_SECRET: needed");
    expect(problem).not.toContain("RAZORPAYX_KEY_ID:");
  });

  it("an http API URL only on a listed stand-in; the cap in paise", () => {
    const http = {
      ...FULL,
      RAZORPAYX_API_URL: "http://127.0.0.1:4010/v1",
      PAYOUTS_DAILY_CAP_RUPEES: "50000",
    };
    expect(loadPayoutsConfig(http, [])).toContain("RAZORPAYX_API_URL");
    const ok = loadPayoutsConfig(http, ["http://127.0.0.1:4010"]);
    expect(ok).toMatchObject({ provider: "razorpayx", dailyCapPaise: 5_000_000 });
    expect(typeof ok !== "string" && ok.razorpayx?.apiUrl).toBe("http://127.0.0.1:4010/v1");
    expect(loadPayoutsConfig(FULL, [])).toMatchObject({
      razorpayx: { apiUrl: "https://api.razorpay.com/v1" },
    });
  });
});
