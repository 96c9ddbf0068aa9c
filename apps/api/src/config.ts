import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MONEY_PATTERN } from "@catercrew/shared";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

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
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

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
  registrationRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
  webDist: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
  };
  const config = { ...base, ...overrides };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(config.dataDir);
  return config;
}

/** A random signing secret kept in the data folder, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
