import { createHash } from "node:crypto";
import { z } from "zod";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefusedError,
  STORED_FILE_DIRS,
} from "./backup-format.js";

/** One checked line after the manifest. */
export type Entry =
  | { kind: "table"; name: string; rows: number }
  | { kind: "row"; table: string; json: string }
  | { kind: "sequence"; sequence: string; last_value: string; is_called: boolean }
  | { kind: "file"; dir: string; rel: string; data: Buffer };

const count = z.number().int().min(0);
const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  schemaVersion: z.string().nullable(),
  migrations: z.array(z.string().regex(/^[\w.-]+$/)),
  tables: z.record(z.string(), count),
  files: z.object({ count, bytes: count }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const bad = (why: string) =>
  new BackupRefusedError(`This backup is malformed: ${why}. Nothing was restored.`);

/** The first line: a manifest of our format this code can read, or one clear refusal. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusedError("This file is not a CaterCrew backup (no manifest). Nothing was restored.");
  }
  if (!json || typeof json !== "object" || !("format" in json) || json.format !== BACKUP_FORMAT)
    throw new BackupRefusedError("This file is not a CaterCrew backup. Nothing was restored.");
  if (
    "formatVersion" in json &&
    typeof json.formatVersion === "number" &&
    json.formatVersion > BACKUP_FORMAT_VERSION
  )
    throw new BackupRefusedError(
      `This backup uses format ${json.formatVersion}; this version of CaterCrew reads up to ${BACKUP_FORMAT_VERSION}. Upgrade CaterCrew first. Nothing was restored.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".") || "(manifest)"))];
    throw bad(`its manifest lacks or has a wrong ${fields.join(", ")}`);
  }
  return parsed.data;
}

interface State {
  table: { name: string; left: number } | null;
  seen: Set<string>;
  files: number;
}

/** Checks one line after the manifest against it and what came before. */
export function checkEntry(manifest: BackupManifest, state: State, text: string, lineNo: number): Entry {
  if (state.table && state.table.left > 0) {
    state.table.left -= 1;
    return { kind: "row", table: state.table.name, json: text };
  }
  let e: Record<string, unknown>;
  try {
    const v: unknown = JSON.parse(text);
    if (!v || typeof v !== "object" || Array.isArray(v)) throw new Error();
    e = v as Record<string, unknown>;
  } catch {
    throw bad(`line ${lineNo} is not an entry`);
  }
  if (typeof e.table === "string" && typeof e.rows === "number") {
    if (manifest.tables[e.table] !== e.rows || state.seen.has(e.table))
      throw bad(`table ${e.table} does not hold the rows its manifest says`);
    state.seen.add(e.table);
    state.table = { name: e.table, left: e.rows };
    return { kind: "table", name: e.table, rows: e.rows };
  }
  if (typeof e.sequence === "string") {
    const v = String(e.last_value);
    if (!/^-?\d{1,19}$/.test(v)) throw bad(`sequence ${e.sequence} has no number`);
    return { kind: "sequence", sequence: e.sequence, last_value: v, is_called: e.is_called === true };
  }
  if (typeof e.file === "string" && typeof e.data === "string") {
    const [dir, ...rest] = e.file.split("/");
    const rel = rest.join("/");
    if (
      !dir ||
      !STORED_FILE_DIRS.includes(dir) ||
      !rel ||
      rel.split("/").some((p) => p === ".." || p === "" || p === ".")
    )
      throw bad(`a file outside the stored folders (${e.file})`);
    const data = Buffer.from(e.data, "base64");
    // Each file's own checksum, even when the manifest's over the whole content is right.
    if (createHash("sha256").update(data).digest("hex") !== e.sha256)
      throw bad(`the copy of ${e.file} is damaged`);
    state.files += 1;
    return { kind: "file", dir, rel, data };
  }
  throw bad(`an unknown entry on line ${lineNo}`);
}
