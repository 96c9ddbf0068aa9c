import { z } from "zod";

/** RazorpayX Payouts (docs/payouts.md): the API keys, the agency's current account and the webhook secret. */
export interface RazorpayxConfig {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  /** Base URL ending in /v1, https (or a loopback stand-in listed in OUTBOUND_STAND_INS). */
  apiUrl: string;
  /** How long one payout call waits for an answer before the line stays queued for a retry. */
  timeoutMs: number;
}

/** Which way approved batches are paid; `none`: cash only (and the UPI link of the wages screen). */
export interface PayoutsConfig {
  provider: "razorpayx" | "bankfile" | "none";
  razorpayx: RazorpayxConfig | undefined;
  /** The most paid out by the provider in one day, in paise; undefined: no cap. */
  dailyCapPaise: number | undefined;
}

const text = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const payoutsEnvSchema = z.object({
  PAYOUTS_PROVIDER: z.enum(["razorpayx", "bankfile", "none", ""]).default(""),
  RAZORPAYX_KEY_ID: text,
  RAZORPAYX_KEY_SECRET: text,
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{6,25}$/, "must be the RazorpayX account number in digits")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  RAZORPAYX_WEBHOOK_SECRET: text,
  RAZORPAYX_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an https URL" })
    .default("https://api.razorpay.com/v1"),
  PAYOUTS_DAILY_CAP_RUPEES: z
    .string()
    .regex(/^\d{0,9}$/, "must be whole rupees")
    .optional()
    .transform((v) => (v ? Number(v) * 100 : undefined)),
});

/**
 * Reads the payout settings, or answers what is wrong with them (`loadConfig` stops the server
 * with it): a provider chosen without all its settings, an http URL that is not a listed stand-in.
 */
export function loadPayoutsConfig(
  env: NodeJS.ProcessEnv,
  standIns: readonly string[],
): PayoutsConfig | string {
  const parsed = payoutsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    return `Invalid configuration:\n${lines.join("\n")}`;
  }
  const e = parsed.data;
  const provider = e.PAYOUTS_PROVIDER || "none";
  if (provider !== "razorpayx")
    return { provider, razorpayx: undefined, dailyCapPaise: e.PAYOUTS_DAILY_CAP_RUPEES };
  const missing = (
    [
      "RAZORPAYX_KEY_ID",
      "RAZORPAYX_KEY_SECRET",
      "RAZORPAYX_ACCOUNT_NUMBER",
      "RAZORPAYX_WEBHOOK_SECRET",
    ] as const
  ).filter((k) => !e[k]);
  if (missing.length > 0)
    return `Invalid configuration:\n${missing.map((k) => `  ${k}: needed when PAYOUTS_PROVIDER=razorpayx`).join("\n")}`;
  const url = new URL(e.RAZORPAYX_API_URL);
  if (url.protocol !== "https:" && !standIns.includes(url.origin))
    return "Invalid configuration:\n  RAZORPAYX_API_URL: must be an https URL (or an origin listed in OUTBOUND_STAND_INS)";
  return {
    provider,
    razorpayx: {
      keyId: e.RAZORPAYX_KEY_ID ?? "",
      keySecret: e.RAZORPAYX_KEY_SECRET ?? "",
      accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER ?? "",
      webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET ?? "",
      apiUrl: e.RAZORPAYX_API_URL.replace(/\/+$/, ""),
      timeoutMs: 20_000,
    },
    dailyCapPaise: e.PAYOUTS_DAILY_CAP_RUPEES,
  };
}
