import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../errors/app-error.js";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SIGNED_URL_TTL_SECONDS = 3600;

export type ImageKind = "png" | "jpg";

/** PNG or JPEG by content (magic bytes), never by name or declared type. */
function detectImage(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  return null;
}

export function checkImage(bytes: Buffer): ImageKind {
  if (bytes.length === 0) throw new AppError("IMAGE_EMPTY", { field: "license_image" });
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError("IMAGE_TOO_LARGE");
  const kind = detectImage(bytes);
  if (!kind) throw new AppError("IMAGE_TYPE");
  return kind;
}

/** `data:image/png;base64,...` (the admin form's format) to bytes. */
export function decodeDataUrl(value: string): Buffer {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  if (!match?.[1]) {
    throw new AppError("IMAGE_NOT_DATA_URL", { field: "license_image" });
  }
  return Buffer.from(match[1], "base64");
}

/** Identity documents live under DATA_DIR/uploads with random names, outside the web root. */
export class MediaStore {
  private readonly dir: string;
  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.dir = path.join(dataDir, "uploads");
  }

  async save(bytes: Buffer): Promise<string> {
    const kind = checkImage(bytes);
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString("hex")}.${kind}`;
    await writeFile(path.join(this.dir, name), bytes, { mode: 0o600 });
    return name;
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }

  async read(name: string): Promise<Buffer> {
    if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw new AppError("IMAGE_NOT_FOUND");
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      throw new AppError("IMAGE_NOT_FOUND");
    }
  }

  /**
   * A short-lived signed URL for a user's license image. Only callers allowed to see the user
   * (the owner, sub-admins, admins) ever receive one, so a new browser tab can open it.
   */
  signedUrl(userId: number, name: string | null, now = Date.now()): string | null {
    if (!name) return null;
    const exp = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
    return `/api/media/license/${userId}/?exp=${exp}&sig=${this.sign(userId, name, exp)}`;
  }

  verify(userId: number, name: string, exp: number, sig: string, now = Date.now()): boolean {
    if (exp < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.sign(userId, name, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(userId: number, name: string, exp: number): string {
    return createHmac("sha256", this.secret).update(`license:${userId}:${name}:${exp}`).digest("base64url");
  }
}
