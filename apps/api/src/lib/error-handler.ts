import {
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  errorText,
  type Language,
  localizeText,
  msg,
  pickLanguage,
  t,
} from "@catercrew/shared";
import { readerParams } from "@catercrew/shared/format/dates";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, pgErrorCode, translateFieldErrors } from "../errors/app-error.js";
import { toFieldErrors } from "./validation.js";

/**
 * One error handler for every route (docs/decisions/010-error-codes-on-the-wire.md): AppError,
 * validation errors, database constraint violations and Fastify's own 4xx become
 * `{ status: false, code, message, errors? }` in the caller's language; anything else is logged
 * and answered with a generic 500.
 */

function errorBody(code: ErrorCode, message: string, errors?: ErrorBody["errors"]): ErrorBody {
  return errors ? { status: false, code, message, errors } : { status: false, code, message };
}

/** The body of a code with its catalogue message in the caller's language. */
export function codeBody(code: ErrorCode, language: Language, params?: ErrorParams): ErrorBody {
  return errorBody(code, errorText(language, code, params && readerParams(params, language)));
}

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Answers in the caller's language (Accept-Language; the web app sends its choice).
  const language = pickLanguage(request.headers["accept-language"]);
  if (err instanceof AppError) {
    const { message, errors } = err.localized(language);
    return reply.code(err.statusCode).send(errorBody(err.code, message, errors));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = translateFieldErrors(
      toFieldErrors(
        err.validation.map((v) => ({ path: v.instancePath, message: v.message ?? "Invalid value" })),
      ),
      language,
    );
    const first = err.validation[0];
    const field = first?.instancePath.replace(/^\//, "");
    const text = first?.message
      ? localizeText(language, first.message)
      : t(language, "validation:Invalid input");
    const message = field
      ? t(language, msg("validation:{field}: {message}", { field, message: text }))
      : text;
    return reply.code(400).send(errorBody("VALIDATION_FAILED", message, errors));
  }
  const pg = pgErrorCode(err);
  if (pg === "23505") return reply.code(409).send(codeBody("DUPLICATE_RECORD", language));
  if (pg === "23503") return reply.code(409).send(codeBody("RELATED_RECORD", language));
  if (pg?.startsWith("22") || pg === "23514" || pg === "23502") {
    return reply.code(400).send(codeBody("VALUE_NOT_ALLOWED", language));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx errors (body limit, content type, malformed JSON, ...) keep their status.
    const body =
      status === 413
        ? codeBody("BODY_TOO_LARGE", language)
        : status === 415
          ? codeBody("UNSUPPORTED_CONTENT_TYPE", language)
          : err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
            ? codeBody("INVALID_JSON", language)
            : status === 429
              ? codeBody("TOO_MANY_REQUESTS", language, { after: msg("term:a moment") })
              : codeBody("BAD_REQUEST", language, { detail: err.message || "Bad request" });
    return reply.code(status).send(body);
  }
  request.log.error({ err }, "unhandled error");
  return reply.code(500).send(codeBody("INTERNAL_ERROR", pickLanguage(request.headers["accept-language"])));
}
