import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.js";
import { withoutBidiControls } from "./bidi-controls.js";
import { MAX_IMAGE_BYTES } from "./media-store.js";

export interface FormData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Reads a multipart form (or a JSON body sent instead) into text fields and files.
 * Oversized fields or files answer 413; a file field that is not listed answers 400.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<FormData> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, files: {} };
    if (typeof body !== "object" || Array.isArray(body)) throw new AppError("BODY_NOT_OBJECT");
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) {
      if (v === null || v === undefined) continue;
      fields[k] = typeof v === "object" ? JSON.stringify(v) : String(v);
    }
    return { fields, files: {} };
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, fieldSize: MAX_FIELD_BYTES, fields: 50, files: 2, parts: 60 },
    })) {
      if (part.type === "file") {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new AppError("UNEXPECTED_FILE_FIELD", { params: { field: part.fieldname } });
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError("IMAGE_TOO_LARGE");
        if (bytes.length > 0) files[part.fieldname] = bytes;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError("FIELD_TOO_LARGE", { params: { field: part.fieldname.slice(0, 40) } });
        }
        // A form's text loses bidi controls as a JSON body's does in app.ts (record 052).
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        fields[part.fieldname] = withoutBidiControls(value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("IMAGE_TOO_LARGE");
    if (e.statusCode === 413) throw new AppError("FORM_TOO_LARGE");
    throw new AppError("FORM_UNREADABLE");
  }
  return { fields, files };
}
