import type { FastifyReply, FastifyRequest } from "fastify";
import { publicBaseUrl } from "./public-url.js";

/**
 * Headers of a capped list (docs/decisions/013-spec-client-contract.md): `X-Total-Count` with every matching row, and a
 * `Link: <...>; rel="next"` to the next page while there is one.
 */
export function setListHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  list: { page: number; pageSize: number; total: number },
): void {
  reply.header("x-total-count", String(list.total));
  if (list.page * list.pageSize >= list.total) return;
  const url = new URL(request.url, "http://local");
  url.searchParams.delete("page");
  url.searchParams.delete("page_size");
  url.searchParams.append("page", String(list.page + 1));
  url.searchParams.append("page_size", String(list.pageSize));
  const base = publicBaseUrl(request.server.config);
  reply.header("link", `<${base}${url.pathname}${url.search}>; rel="next"`);
}

/**
 * Headers of a keyset-paged list: `X-Next-Cursor` and `Link: <...?before=<cursor>&limit=>; rel="next"`
 * to the next (older) page.
 */
export function setNextCursorHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  cursor: string,
  limit: number,
): void {
  reply.header("x-next-cursor", cursor);
  const url = new URL(request.url, "http://local");
  url.searchParams.delete("before");
  url.searchParams.delete("limit");
  url.searchParams.append("before", cursor);
  url.searchParams.append("limit", String(limit));
  const base = publicBaseUrl(request.server.config);
  reply.header("link", `<${base}${url.pathname}${url.search}>; rel="next"`);
}
