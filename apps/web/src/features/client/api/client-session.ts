import type { PortalClient, PortalSession } from "@catercrew/shared/schemas/client-portal";
import { useSyncExternalStore } from "react";
import { ApiError, api, type RequestOptions } from "@/lib/api-client";
import { isTokenLive } from "@/lib/session";

/**
 * The client's own session (docs/decisions/062-clients-own-page.md): his own token, kept apart
 * from the staff and worker sessions, in its own storage keys. A client token opens the client
 * routes only.
 */
const KEYS = { token: "clientToken", client: "clientData" } as const;

interface ClientSession {
  token: string;
  client: PortalClient;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): ClientSession | null {
  try {
    const token = localStorage.getItem(KEYS.token);
    const client = JSON.parse(localStorage.getItem(KEYS.client) ?? "null") as PortalClient | null;
    if (!token || !client || !isTokenLive(token)) return null;
    return { token, client };
  } catch {
    return null;
  }
}

let current: ClientSession | null = typeof localStorage === "undefined" ? null : read();

export const clientSession = {
  get: () => current,
  set(session: PortalSession | null) {
    current = session ? { token: session.tokens.access, client: session.client } : null;
    if (current) {
      localStorage.setItem(KEYS.token, current.token);
      localStorage.setItem(KEYS.client, JSON.stringify(current.client));
    } else {
      localStorage.removeItem(KEYS.token);
      localStorage.removeItem(KEYS.client);
    }
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useClientSession(): ClientSession | null {
  return useSyncExternalStore(clientSession.subscribe, clientSession.get, clientSession.get);
}

/** A call of the client routes with his token; a dead session signs him out (the guard then shows the sign-in). */
export async function clientApi<T>(path: string, opts: Omit<RequestOptions, "area"> = {}): Promise<T> {
  const token = clientSession.get()?.token;
  try {
    return await api<T>(path, {
      ...opts,
      headers: { ...opts.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clientSession.set(null);
    throw err;
  }
}
