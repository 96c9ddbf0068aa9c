import type { ErrorBody, FieldErrors } from "@catercrew/shared/errors";
import type { LoginResponse } from "@catercrew/shared/schemas/users";
import { msg } from "@lingui/core/macro";
import type { Area } from "@/lib/paths";
import { currentLang, i18n } from "./i18n";
import { isTokenLive, sessions } from "./session";

/** Translate at use (`i18n._(SESSION_EXPIRED)`): it follows the language. */
export const SESSION_EXPIRED = msg`Session expired. Please login again.`;

/**
 * An API failure in the server's error shape. `code` is the server's stable error code (the
 * shared `ErrorCode` union) when the body carries one, so a message catalogue can choose the
 * words by code instead of showing the English `message`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
  }
  /** Field errors joined with commas (the worker screens' rule), else the message. */
  get joined(): string {
    const list = this.errors ? Object.values(this.errors).flat() : [];
    return list.length ? list.join(", ") : this.message;
  }
}

type ExpiredHandler = (area: Area) => void;
let onExpired: ExpiredHandler = () => {};
/** The app sets what happens when a session dies (toast + redirect to the area's login). */
export function setSessionExpiredHandler(handler: ExpiredHandler) {
  onExpired = handler;
}

const refreshing = new Map<Area, Promise<boolean>>();

/** Trades the refresh token for new tokens once, however many calls ask at the same time. */
function refreshSession(area: Area): Promise<boolean> {
  const current = refreshing.get(area);
  if (current) return current;
  const run = (async () => {
    const session = sessions[area].get();
    if (!session?.tokens.refresh) return false;
    try {
      const res = await fetch("/api/users/token/refresh/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refresh: session.tokens.refresh }),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as LoginResponse;
      sessions[area].set({ tokens: body.tokens, user: body.user });
      return true;
    } catch {
      return false;
    }
  })().finally(() => refreshing.delete(area));
  refreshing.set(area, run);
  return run;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Which session's token to send; none for public calls. */
  area?: Area;
  signal?: AbortSignal;
  /** "text": the body as text (the printable payslip pages), not JSON. */
  responseType?: "json" | "text";
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Reads the headers of a successful answer (a keyset list's X-Next-Cursor). */
  onHeaders?: (headers: Headers) => void;
}

async function parseError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> & { detail?: string; code?: unknown } = {};
  try {
    body = await res.json();
  } catch {
    // not JSON
  }
  return new ApiError(
    res.status,
    body.message ?? body.detail ?? i18n._(msg`Request failed (${res.status})`),
    body.errors,
    typeof body.code === "string" ? body.code : undefined,
  );
}

/** The one API client: JSON or FormData bodies, bearer token, silent refresh, 401 handling. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { area } = opts;
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { ...opts.headers, "accept-language": currentLang() };
    const isForm = typeof FormData !== "undefined" && opts.body instanceof FormData;
    if (opts.body !== undefined && !isForm) headers["content-type"] = "application/json";
    if (area) {
      const token = sessions[area].get()?.tokens.access;
      if (!token) throw new ApiError(401, i18n._(msg`Not authenticated`), undefined, "UNAUTHORIZED");
      headers.authorization = `Bearer ${token}`;
    }
    return fetch(`/api${path}`, {
      method: opts.method ?? "GET",
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  };

  if (area) {
    const session = sessions[area].get();
    if (session && !isTokenLive(session.tokens.access)) await refreshSession(area);
  }
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, i18n._(msg`Network error. Please check your connection.`));
  }
  if (res.status === 401 && area) {
    if (await refreshSession(area)) res = await send();
    if (res.status === 401) {
      sessions[area].set(null);
      onExpired(area);
      throw new ApiError(401, i18n._(SESSION_EXPIRED), undefined, "UNAUTHORIZED");
    }
  }
  if (!res.ok) throw await parseError(res);
  opts.onHeaders?.(res.headers);
  if (res.status === 204) return undefined as T;
  if (opts.responseType === "text") return (await res.text()) as T;
  return (await res.json()) as T;
}

/** Signs out: revokes the refresh token on the server and clears the stored session. */
export async function signOut(area: Area): Promise<void> {
  const refresh = sessions[area].get()?.tokens.refresh;
  sessions[area].set(null);
  if (refresh) {
    await api("/users/logout/", { method: "POST", body: { refresh } }).catch(() => undefined);
  }
}
