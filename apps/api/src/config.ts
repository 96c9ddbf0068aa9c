import path from "node:path";
import { MONEY_PATTERN } from "@catercrew/shared";
import { z } from "zod";
import { ConfigError, readOrCreateSecret, readOrCreateVapidKeys } from "./config-keys.js";
import { loadPayoutsConfig, type PayoutsConfig } from "./config-payouts.js";
import type { OutboundOptions } from "./security/outbound.js";
import { trustProxySchema } from "./trust-proxy.js";

const bool = z
  .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** A text setting where "" means unset. */
const optionalText = z
  .string()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** "8h", "30m", "3600" (seconds) -> seconds. */
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, "must be a number of seconds or like 30m, 8h, 30d")
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.at(-1);
    const mult = unit === "m" ? 60 : unit === "h" ? 3600 : unit === "d" ? 86400 : 1;
    return n * mult;
  })
  .refine((v) => v > 0, "must be more than zero");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ACCESS_TOKEN_TTL: duration.default(8 * 3600),
  REFRESH_TOKEN_TTL: duration.default(30 * 86400),
  ADMIN_EMAIL: z
    .email("must be an e-mail address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, "must be at least 8 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ALLOW_SUBADMIN_CREATE_ADMIN: bool.default(false),
  RATING_AMOUNT_PER_MARK: z.string().regex(MONEY_PATTERN, "must be an amount like 10 or 12.50").default("10"),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySchema,
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  WEB_DIST: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  BACKUP_AUTO: bool.default(true),
  BACKUP_PASSPHRASE: z
    .string()
    .min(12, "must be at least 12 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  RESTORE_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(4096),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d*$/, "must be the numeric phone number id from the WhatsApp Manager")
    .optional(),
  // https, or http on an origin listed in OUTBOUND_STAND_INS (checked in loadConfig).
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an https URL" })
    .default("https://graph.facebook.com/v21.0"),
  OUTBOUND_STAND_INS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    )
    .refine((list) => list.every(isLoopbackOrigin), {
      message: "must be comma-separated loopback origins like http://127.0.0.1:4010 or http://[::1]:4010",
    }),
  // The webhook's handshake token and the Meta app's secret (docs/whatsapp.md); the number for wa.me links.
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_BUSINESS_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "must be the WhatsApp number in digits, country code first (e.g. 919876543210)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be the base64url public key")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be the base64url private key")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JOB_WORKERS: bool.default(true),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
      message: "must be comma-separated origins like https://app.example.com",
    }),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, "must be at least 16 characters without spaces")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http(s) URL like https://api.example.com")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** `http://127.0.0.1:PORT`, `http://localhost:PORT` or `http://[::1]:PORT` (the stand-ins' only form). */
function isLoopbackOrigin(origin: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/.test(origin);
}

/** An outside service's URL: https, or http on a listed local stand-in's origin. */
function outsideUrlProblem(name: string, value: string, standIns: readonly string[]): string | null {
  const url = new URL(value);
  if (url.protocol === "https:") return null;
  if (standIns.includes(url.origin)) return null;
  return `  ${name}: must be an https URL (or an origin listed in OUTBOUND_STAND_INS)`;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Use an in-memory embedded database (tests only). */
  memoryDb: boolean;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  allowSubadminCreateAdmin: boolean;
  ratingAmountPerMark: string;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Wait per failure over the limit when an account is attacked from many addresses (capped at 10x). */
  loginSlowdownMs: number;
  registrationRateLimit: number;
  logLevel: string;
  /** Addresses of the reverse proxy whose X-Forwarded-For is believed; false: no one. */
  trustProxy: string[] | false;
  /** Seconds a stopping server keeps serving with /api/health at 503 before it closes. */
  shutdownDrainSeconds: number;
  webDist: string | undefined;
  /** Where backups go (default DATA_DIR/backups), how long they are kept, daily while running. */
  backupDir: string;
  backupKeepDays: number;
  backupAuto: boolean;
  /** Every backup file is encrypted with a key from this (AES-256-GCM, scrypt); unset: not encrypted. */
  backupPassphrase: string | undefined;
  /** A restore refuses a file that inflates to more than this. */
  restoreMaxBytes: number;
  /** WhatsApp Cloud API (with token and phone number id); the webhook also needs verifyToken and appSecret. */
  whatsapp: (WhatsappApi & { verifyToken?: Unset; appSecret?: Unset; businessNumber?: Unset }) | undefined;
  /** Web Push keys (generated at first start and kept in DATA_DIR). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Run the job queue's workers and timers in this process. */
  jobWorkers: boolean;
  /** Memory for kept answers of hot reads, in MiB; 0 turns keeping off (lib/answer-cache/answer-cache.ts). */
  answerCacheMb: number;
  /** Seconds before a failed delivery is tried again (doubling each time; 0: at once, for tests). */
  jobRetryDelaySeconds: number;
  /** How often an idle queue worker looks for jobs. */
  jobPollingSeconds: number;
  /** Origins allowed to call the API cross-origin (empty: none). */
  corsOrigins: string[];
  /** Base of absolute URLs in responses (license_image); else the request's own origin. */
  publicUrl: string | undefined;
  /** Bearer token of /api/metrics; unset: the route answers 404. */
  metricsToken: string | undefined;
  /**
   * The outbound requests guard's resolver and local stand-ins (security/outbound.ts): the
   * stand-ins come from OUTBOUND_STAND_INS (loopback origins only), tests may add their own.
   */
  outbound: OutboundOptions;
  /** How approved payout batches are paid (config-payouts.ts). */
  payouts: PayoutsConfig;
}

type WhatsappApi = { token: string; phoneNumberId: string; apiUrl: string };
type Unset = string | undefined;

export { ConfigError };

/** Reads and checks the environment; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const urlProblem = outsideUrlProblem("WHATSAPP_API_URL", e.WHATSAPP_API_URL, e.OUTBOUND_STAND_INS);
  if (urlProblem) throw new ConfigError(`Invalid configuration:\n${urlProblem}`);
  const payouts = loadPayoutsConfig(env, e.OUTBOUND_STAND_INS);
  if (typeof payouts === "string") throw new ConfigError(payouts);
  const dataDir = path.resolve(e.DATA_DIR);
  const base: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    memoryDb: false,
    jwtSecret: e.JWT_SECRET ?? "",
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    allowSubadminCreateAdmin: e.ALLOW_SUBADMIN_CREATE_ADMIN,
    ratingAmountPerMark: e.RATING_AMOUNT_PER_MARK,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginSlowdownMs: 500,
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    webDist: e.WEB_DIST,
    backupDir: path.resolve(e.BACKUP_DIR || path.join(dataDir, "backups")),
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    backupAuto: e.BACKUP_AUTO,
    backupPassphrase: e.BACKUP_PASSPHRASE,
    restoreMaxBytes: e.RESTORE_MAX_MB * 1024 * 1024,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            appSecret: e.WHATSAPP_APP_SECRET,
            businessNumber: e.WHATSAPP_BUSINESS_NUMBER,
          }
        : undefined,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? "",
      privateKey: e.VAPID_PRIVATE_KEY ?? "",
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL ?? "admin@localhost"}`,
    },
    jobWorkers: e.JOB_WORKERS,
    answerCacheMb: e.ANSWER_CACHE_MB,
    jobRetryDelaySeconds: 30,
    jobPollingSeconds: 2,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    metricsToken: e.METRICS_TOKEN,
    outbound: e.OUTBOUND_STAND_INS.length > 0 ? { standIns: e.OUTBOUND_STAND_INS } : {},
    payouts,
  };
  const config = { ...base, ...overrides };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(config.dataDir);
  if (!config.vapid.publicKey || !config.vapid.privateKey)
    config.vapid = { ...config.vapid, ...readOrCreateVapidKeys(config.dataDir) };
  return config;
}
