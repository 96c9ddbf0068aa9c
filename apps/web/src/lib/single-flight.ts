/** Actions on their way, by key ("request-12", "complete-12"). */
const inFlight = new Set<string>();

/**
 * Runs `run` unless an action with the same key is still on its way: a second tap while the first
 * is travelling does nothing (it would only earn an "already" error after the first succeeds).
 * The key is free again once the action settles, success or failure; its outcome is reported by
 * the action's own handlers, so the promise is not passed on. The set is shared by every screen,
 * so two buttons for the same work (card and details) also count as one.
 */
export function singleFlight(key: string, run: () => Promise<unknown>): void {
  if (inFlight.has(key)) return;
  inFlight.add(key);
  run()
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
}
