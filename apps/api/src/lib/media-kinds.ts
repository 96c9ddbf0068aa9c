/**
 * The kinds of stored file (`media_files`), each told by its content (magic bytes), never by a
 * name or a declared type: license images (png, jpg) and what workers send on WhatsApp (photos,
 * voice notes, documents). The extension in a stored name is the kind; the type served is its own.
 */
const MEDIA_KINDS = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  amr: "audio/amr",
  mp4: "video/mp4",
  pdf: "application/pdf",
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

/** A stored file's name: 32 random hex digits and its kind. */
export const MEDIA_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|ogg|mp3|m4a|amr|mp4|pdf)$/;

const starts = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.subarray(at, at + text.length).toString("latin1") === text;

/** The kind of `bytes` by their first bytes, or null when none of MEDIA_KINDS. */
export function detectMediaKind(bytes: Buffer): MediaKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (starts(bytes, 0, "RIFF") && starts(bytes, 8, "WEBP")) return "webp";
  if (starts(bytes, 0, "OggS")) return "ogg";
  if (starts(bytes, 0, "#!AMR")) return "amr";
  if (starts(bytes, 0, "%PDF-")) return "pdf";
  if (starts(bytes, 0, "ID3")) return "mp3";
  // An MPEG audio frame: eleven sync bits, then MPEG-1/2 layer III.
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return "mp3";
  if (starts(bytes, 4, "ftyp")) {
    const brand = bytes.subarray(8, 12).toString("latin1");
    return brand.startsWith("M4A") ? "m4a" : "mp4";
  }
  return null;
}

/** The type a stored file is served as, from its name. */
export function mediaTypeOf(name: string): string {
  const kind = name.slice(name.lastIndexOf(".") + 1);
  return kind in MEDIA_KINDS ? MEDIA_KINDS[kind as MediaKind] : "application/octet-stream";
}
