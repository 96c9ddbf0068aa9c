import { vi } from "vitest";
import type { Call } from "./render";

/**
 * Replaces fetch like `mockFetch`, but holds the answers to writes (POST, PATCH, PUT, DELETE)
 * until `release()`: a test can tap again while the first write is on its way.
 */
export function heldFetch(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const waiting: (() => void)[] = [];
  let released = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const raw = init?.body;
      const call = {
        url: String(input),
        method: init?.method ?? "GET",
        body: typeof raw === "string" ? JSON.parse(raw) : undefined,
      };
      calls.push(call);
      if (call.method !== "GET" && !released) await new Promise<void>((resolve) => waiting.push(resolve));
      const reply = answer(call);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return {
    calls,
    release: () => {
      released = true;
      for (const go of waiting.splice(0)) go();
    },
  };
}
