import type { HomeSummary } from "@catercrew/shared/schemas/home";

/**
 * The worker home's one opening read while it is on its way (docs/decisions/044-peak-hour.md).
 * A read that the summary answers (counts, rating, next jobs, no-shows, the bell, published works)
 * waits for it instead of asking the server again, so opening home costs one request.
 */
let inFlight: Promise<HomeSummary> | null = null;

export function setHomeSummaryInFlight(p: Promise<HomeSummary>): void {
  inFlight = p;
  const clear = () => {
    if (inFlight === p) inFlight = null;
  };
  p.then(clear, clear);
}

export function homeSummaryInFlight(): Promise<HomeSummary> | null {
  return inFlight;
}

/**
 * A query function that takes its part of the summary on its way, else reads its own endpoint
 * (later refreshes, other screens, or a failed summary).
 */
export function fromHomeSummary<T>(
  pick: (summary: HomeSummary) => T,
  own: (signal?: AbortSignal) => Promise<T>,
): (ctx: { signal?: AbortSignal }) => Promise<T> {
  return async ({ signal }) => {
    const pending = inFlight;
    if (pending) {
      try {
        const part = pick(await pending);
        if (part !== undefined) return part;
      } catch {
        // The summary failed: this read asks on its own.
      }
    }
    return own(signal);
  };
}
