import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** A setting or a key file that is not what it should be; the server stops with its message. */
export class ConfigError extends Error {}

/** A random signing secret kept in the data folder, so tokens survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The Web Push (VAPID) key pair, generated once and kept in the data folder like the JWT secret. */
export function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const parsed = vapidFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
    throw new ConfigError(`${file} is not a VAPID key pair; remove it to generate a new one`);
  }
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pub = publicKey.export({ format: "jwk" });
  const priv = privateKey.export({ format: "jwk" });
  if (!pub.x || !pub.y || !priv.d) throw new Error("Could not generate VAPID keys");
  // Uncompressed P-256 point (0x04 | x | y) and the private scalar, base64url, as web-push wants.
  const keys = {
    publicKey: Buffer.concat([
      Buffer.from([4]),
      Buffer.from(pub.x, "base64url"),
      Buffer.from(pub.y, "base64url"),
    ]).toString("base64url"),
    privateKey: priv.d,
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

const vapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
