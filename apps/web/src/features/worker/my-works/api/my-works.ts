import type { MyWork } from "@catercrew/shared/schemas/worker";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

/** One answer of My Works: its entries and the cursor of the older page (null at the start). */
export interface MyWorksPage {
  entries: MyWork[];
  next: string | null;
}

/**
 * GET /users/work-request/list/: without a cursor the window (upcoming works and the most recent
 * past ones), with one the page of older works; `X-Next-Cursor` names the page after it.
 */
export async function fetchMyWorksPage(before: string | null, signal?: AbortSignal): Promise<MyWorksPage> {
  let next: string | null = null;
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  const entries = await api<MyWork[]>(`/users/work-request/list/${query}`, {
    area: "user",
    signal,
    onHeaders: (headers) => {
      next = headers.get("x-next-cursor");
    },
  });
  return { entries, next };
}

/** The window: no cursor. */
const FIRST_PAGE: string | null = null;

// Under workerKeys.requests(), so a new request (which invalidates that key) refetches the pages.
export const myWorksQuery = () =>
  infiniteQueryOptions({
    queryKey: [...workerKeys.requests(), "pages"] as const,
    queryFn: ({ pageParam, signal }) => fetchMyWorksPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: MyWorksPage) => last.next,
  });

export function useMyWorks() {
  return useInfiniteQuery(myWorksQuery());
}
