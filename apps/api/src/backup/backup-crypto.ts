import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  type ScryptOptions,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { BackupRefusedError } from "./backup-format.js";

/**
 * An encrypted backup file (docs/decisions/036-encrypted-all-or-nothing-backups.md):
 *   "CCBKENC1" | log2(N) r p (1 byte each) | salt (16) | iv (12) | key check (16) |
 *   AES-256-GCM ciphertext of the gzip file | tag (16)
 * The key is scrypt(passphrase, salt). The key check (an HMAC of a fixed text under the key)
 * tells a wrong passphrase at once, before anything is decrypted; the tag at the end proves the
 * whole file is unchanged.
 */
export const ENCRYPTED_MAGIC = Buffer.from("CCBKENC1");
const SALT = 16;
const IV = 12;
const CHECK = 16;
const TAG = 16;
export const ENCRYPTED_HEADER_BYTES = ENCRYPTED_MAGIC.length + 3 + SALT + IV + CHECK;
const LOG_N = 15;
const R = 8;
const P = 1;

function deriveKey(passphrase: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16)
    throw new BackupRefusedError("This encrypted backup's header is damaged. Nothing was restored.");
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize("NFC"), salt, 32, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const keyCheck = (key: Buffer) =>
  createHmac("sha256", key).update("catercrew-backup-key-check").digest().subarray(0, CHECK);

export function isEncrypted(head: Buffer): boolean {
  return (
    head.length >= ENCRYPTED_MAGIC.length && head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)
  );
}

/** A stream that encrypts what passes through it, header first and the tag last. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const key = await deriveKey(passphrase, salt, LOG_N, R, P);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const header = Buffer.concat([ENCRYPTED_MAGIC, Buffer.from([LOG_N, R, P]), salt, iv, keyCheck(key)]);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * A stream that decrypts the bytes after the header, holding back the last 16 (the tag); at the
 * end a changed byte anywhere fails the stream. The passphrase is checked against the header
 * before the stream is made: a wrong one is refused without reading further.
 */
export async function decryptingStream(header: Buffer, passphrase: string | undefined): Promise<Transform> {
  if (header.length < ENCRYPTED_HEADER_BYTES)
    throw new BackupRefusedError("This encrypted backup is truncated. Nothing was restored.");
  if (!passphrase)
    throw new BackupRefusedError(
      "This backup is encrypted: set BACKUP_PASSPHRASE or type the passphrase when asked. Nothing was restored.",
    );
  const at = ENCRYPTED_MAGIC.length;
  const [logN = 0, r = 0, p = 0] = header.subarray(at, at + 3);
  const salt = header.subarray(at + 3, at + 3 + SALT);
  const iv = header.subarray(at + 3 + SALT, at + 3 + SALT + IV);
  const check = header.subarray(at + 3 + SALT + IV, ENCRYPTED_HEADER_BYTES);
  const key = await deriveKey(passphrase, salt, logN, r, p);
  if (!timingSafeEqual(keyCheck(key), check))
    throw new BackupRefusedError("The passphrase is wrong for this backup. Nothing was restored.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      const all = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      const keep = Math.min(TAG, all.length);
      tail = Buffer.from(all.subarray(all.length - keep));
      done(null, decipher.update(all.subarray(0, all.length - keep)));
    },
    flush(done: TransformCallback) {
      try {
        if (tail.length < TAG) throw new Error("no tag");
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(
          new BackupRefusedError(
            "This encrypted backup is damaged or truncated (it fails its authentication). Nothing was restored.",
          ),
        );
      }
    },
  });
}
