import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { mediaFiles } from "../db/schema.js";
import { AppError } from "../errors/app-error.js";
import { MEDIA_NAME, type MediaKind } from "./media-kinds.js";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SIGNED_URL_TTL_SECONDS = 3600;

type ImageKind = "png" | "jpg";

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

const NAME = MEDIA_NAME;

/**
 * Identity documents, stored in the database (`media_files`) under random names: every API
 * process reads what any of them saved. Saving happens before the caller's transaction and a
 * replaced or orphaned file is removed only after it commits, as with files on disk.
 */
export class MediaStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async save(bytes: Buffer): Promise<string> {
    const kind = checkImage(bytes);
    const name = `${randomBytes(16).toString("hex")}.${kind}`;
    await this.db.insert(mediaFiles).values({ name, bytes });
    return name;
  }

  /** A file of a kind already told by its content (detectMediaKind): a worker's WhatsApp media. */
  async saveKind(bytes: Buffer, kind: MediaKind): Promise<string> {
    const name = `${randomBytes(16).toString("hex")}.${kind}`;
    await this.db.insert(mediaFiles).values({ name, bytes });
    return name;
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !NAME.test(name)) return;
    await this.db.delete(mediaFiles).where(eq(mediaFiles.name, name));
  }

  async read(name: string): Promise<Buffer> {
    if (!NAME.test(name)) throw new AppError("IMAGE_NOT_FOUND");
    const [row] = await this.db
      .select({ bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.name, name))
      .limit(1);
    if (!row) throw new AppError("IMAGE_NOT_FOUND");
    return row.bytes;
  }

  /**
   * Moves files an earlier version kept in DATA_DIR/uploads into the database (first start after
   * the upgrade; again after restoring an old backup). A file is deleted only once its row is
   * committed; a name already stored keeps its row. Answers how many files moved.
   */
  async moveInFromDisk(dataDir: string): Promise<number> {
    const dir = path.join(dataDir, "uploads");
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => NAME.test(n));
    } catch {
      return 0;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const bytes = await readFile(file);
      await this.db.insert(mediaFiles).values({ name, bytes }).onConflictDoNothing();
      await rm(file, { force: true });
    }
    return names.length;
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
    return this.verifyScoped(`license:${userId}`, name, exp, sig, now);
  }

  /**
   * A short-lived signed URL for a file a worker sent on WhatsApp (`id`: its inbox message). Only
   * admins reading the inbox receive one.
   */
  signedInboxUrl(messageId: number, name: string | null, now = Date.now()): string | null {
    if (!name) return null;
    const exp = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
    return `/api/media/inbox/${messageId}/?exp=${exp}&sig=${this.signScoped(`inbox:${messageId}`, name, exp)}`;
  }

  verifyInbox(messageId: number, name: string, exp: number, sig: string, now = Date.now()): boolean {
    return this.verifyScoped(`inbox:${messageId}`, name, exp, sig, now);
  }

  private verifyScoped(scope: string, name: string, exp: number, sig: string, now: number): boolean {
    if (exp < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.signScoped(scope, name, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(userId: number, name: string, exp: number): string {
    return this.signScoped(`license:${userId}`, name, exp);
  }

  private signScoped(scope: string, name: string, exp: number): string {
    return createHmac("sha256", this.secret).update(`${scope}:${name}:${exp}`).digest("base64url");
  }
}
