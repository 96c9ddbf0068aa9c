import { startTransition, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import { type Area, paths } from "@/lib/paths";
import { sessions, useSession } from "@/lib/session";

const LOGIN: Record<Area, string> = {
  admin: paths.admin.login,
  subadmin: paths.subadmin.login,
  user: paths.user.login,
};

/** Wait 100 ms before deciding. */
export const GUARD_WAIT_MS = 100;

/**
 * Guards an area: "Loading..." during the initial 100 ms wait (and while an expired access
 * token is renewed with the refresh token), then the child routes or a replace-redirect to the
 * area's login.
 */
export function RequireArea({ area }: { area: Area }) {
  const session = useSession(area);
  const location = useLocation();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      const store = sessions[area];
      if (store.get() && !store.isLive()) {
        // Silent refresh before giving up; the client renews the token or clears the session.
        await api("/users/users/me/", { area })
          .then((r) => {
            const me = r as { user: Parameters<typeof store.updateUser>[0] };
            store.updateUser(me.user);
          })
          .catch(() => undefined);
      }
      // The area renders in a transition: React builds it in short slices, so a cheap phone can
      // answer a tap meanwhile (the layout and first screen are the largest render of a visit).
      if (!cancelled) startTransition(() => setReady(true));
    }, GUARD_WAIT_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [area]);

  if (!ready) return <PageSpinner />;
  // With no signal an expired access token cannot be renewed: the installable areas still open
  // with what the phone kept (docs/decisions/038-captain-area-offline.md); the token is renewed,
  // or the session ended, at the first call once the signal returns.
  const offlineKept = !navigator.onLine && (area === "user" || area === "subadmin");
  if (!session || (!sessions[area].isLive() && !offlineKept)) {
    return <Navigate to={LOGIN[area]} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
