/**
 * How long database calls wait for the connection (the embedded engine's one connection, or a
 * free connection of the PostgreSQL pool). The metrics listen; nothing is kept when none does.
 */
type Listener = (seconds: number) => void;
const listeners = new Set<Listener>();

export function onDatabaseWait(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordDatabaseWait(startedAt: number): void {
  if (listeners.size === 0) return;
  const seconds = (performance.now() - startedAt) / 1000;
  for (const l of listeners) l(seconds);
}
