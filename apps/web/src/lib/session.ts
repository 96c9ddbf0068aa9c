import type { Tokens, User } from "@catercrew/shared/schemas/users";
import { useSyncExternalStore } from "react";
import type { Area } from "@/lib/paths";

/** Browser storage keys per area: adminTokens/adminUser and the equivalents of each area. */
const KEYS: Record<Area, { tokens: string; user: string }> = {
  admin: { tokens: "adminTokens", user: "adminUser" },
  subadmin: { tokens: "subAdminTokens", user: "subAdminUser" },
  user: { tokens: "userTokens", user: "userData" },
};

export interface Session {
  tokens: Tokens;
  user: User;
}

/** Seconds-since-epoch `exp` of a JWT, or null when unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split(".")[1];
    if (!part) return null;
    const json = JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp : null;
  } catch {
    return null;
  }
}

export function isTokenLive(token: string, nowSeconds = Date.now() / 1000): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp > nowSeconds;
}

type Listener = () => void;

class SessionStore {
  private session: Session | null;
  private readonly listeners = new Set<Listener>();
  constructor(private readonly area: Area) {
    this.session = this.read();
  }

  /** Restored only when the refresh token exists and the stored access token is readable. */
  private read(): Session | null {
    try {
      const tokens = JSON.parse(localStorage.getItem(KEYS[this.area].tokens) ?? "null") as Tokens | null;
      const user = JSON.parse(localStorage.getItem(KEYS[this.area].user) ?? "null") as User | null;
      if (!tokens?.access || !user) return null;
      // An expired access token counts as logged out unless a refresh token can renew it.
      if (!isTokenLive(tokens.access) && !tokens.refresh) return null;
      return { tokens, user };
    } catch {
      return null;
    }
  }

  get = () => this.session;

  /** Logged in right now: the access token's exp is in the future (seconds). */
  isLive = () => (this.session ? isTokenLive(this.session.tokens.access) : false);

  set(session: Session | null) {
    this.session = session;
    const keys = KEYS[this.area];
    if (session) {
      localStorage.setItem(keys.tokens, JSON.stringify(session.tokens));
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(keys.tokens);
      localStorage.removeItem(keys.user);
    }
    for (const l of this.listeners) l();
  }

  updateUser(user: User) {
    if (this.session) this.set({ ...this.session, user });
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const sessions: Record<Area, SessionStore> = {
  admin: new SessionStore("admin"),
  subadmin: new SessionStore("subadmin"),
  user: new SessionStore("user"),
};

export function useSession(area: Area): Session | null {
  const store = sessions[area];
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
