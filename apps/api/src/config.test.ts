import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "cc-config-"));

describe("config", () => {
  it("has working defaults and keeps a generated secret in the data folder", () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.accessTokenTtl).toBe(8 * 3600);
    expect(c.refreshTokenTtl).toBe(30 * 86400);
    expect(c.allowSubadminCreateAdmin).toBe(false);
    expect(c.ratingAmountPerMark).toBe("10");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.jwtSecret).toBe(readFileSync(path.join(dir, "jwt-secret"), "utf8"));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it("parses durations and booleans", () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      ACCESS_TOKEN_TTL: "30m",
      ALLOW_SUBADMIN_CREATE_ADMIN: "true",
    });
    expect(c.accessTokenTtl).toBe(1800);
    expect(c.allowSubadminCreateAdmin).toBe(true);
  });

  it("reads OUTBOUND_STAND_INS: loopback origins only, and an http WHATSAPP_API_URL only on one of them", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).outbound).toEqual({});
    const c = loadConfig({
      DATA_DIR: dataDir(),
      OUTBOUND_STAND_INS: " http://127.0.0.1:4010/, http://[::1]:4011,http://localhost:9",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "123",
      WHATSAPP_API_URL: "http://127.0.0.1:4010/v21.0",
    });
    expect(c.outbound.standIns).toEqual(["http://127.0.0.1:4010", "http://[::1]:4011", "http://localhost:9"]);
    expect(c.whatsapp?.apiUrl).toBe("http://127.0.0.1:4010/v21.0");
    for (const bad of [
      "http://10.0.0.1:80",
      "https://127.0.0.1:4010",
      "http://example.com:80",
      "127.0.0.1:80",
    ])
      expect(() => loadConfig({ DATA_DIR: dataDir(), OUTBOUND_STAND_INS: bad })).toThrow(
        /OUTBOUND_STAND_INS/,
      );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), WHATSAPP_API_URL: "http://127.0.0.1:4010/v21.0" }),
    ).toThrow(/WHATSAPP_API_URL: must be an https URL/);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        OUTBOUND_STAND_INS: "http://127.0.0.1:4011",
        WHATSAPP_API_URL: "http://127.0.0.1:4010/v21.0",
      }),
    ).toThrow(ConfigError);
  });

  it("reads CORS_ORIGINS (empty by default) and PUBLIC_URL", () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain.corsOrigins).toEqual([]);
    expect(plain.publicUrl).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: dataDir(),
      CORS_ORIGINS: " https://a.example/, http://localhost:5173 ,",
      PUBLIC_URL: "https://api.example/",
    });
    expect(c.corsOrigins).toEqual(["https://a.example", "http://localhost:5173"]);
    expect(c.publicUrl).toBe("https://api.example");
    expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "api.example" })).toThrow(/PUBLIC_URL/);
  });

  it("reads METRICS_TOKEN, BACKUP_PASSPHRASE and RESTORE_MAX_MB (off, off and 4096 MB by default)", () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain.metricsToken).toBeUndefined();
    expect(plain.backupPassphrase).toBeUndefined();
    expect(plain.restoreMaxBytes).toBe(4096 * 1024 * 1024);
    const c = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: "prometheus-token-1234",
      BACKUP_PASSPHRASE: "a long passphrase",
      RESTORE_MAX_MB: "100",
    });
    expect(c.metricsToken).toBe("prometheus-token-1234");
    expect(c.backupPassphrase).toBe("a long passphrase");
    expect(c.restoreMaxBytes).toBe(100 * 1024 * 1024);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "has spaces in the token" })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_PASSPHRASE: "too short" })).toThrow(
      /BACKUP_PASSPHRASE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), RESTORE_MAX_MB: "0" })).toThrow(/RESTORE_MAX_MB/);
  });

  it("stops with a message naming every wrong variable", () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: "abc",
        DATABASE_URL: "mysql://x",
        RATING_AMOUNT_PER_MARK: "-5",
        JWT_SECRET: "short",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "RATING_AMOUNT_PER_MARK", "JWT_SECRET"])
      expect(message).toContain(name);
  });
});
