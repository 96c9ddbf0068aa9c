import type { User } from "@catercrew/shared/schemas/users";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AppToaster } from "@/components/ui/toaster";
import { api, SESSION_EXPIRED, setSessionExpiredHandler } from "@/lib/api-client";
import { i18n, type Lang, onLangChange } from "@/lib/i18n";
import { type Area, paths } from "@/lib/paths";
import { createQueryClient } from "@/lib/query-client";
import { isTokenLive, sessions } from "@/lib/session";

// One cache for the whole tab; it lives in the signed-in areas' chunks so the public pages
// do not download TanStack Query or the toasts.
export const queryClient = createQueryClient();

const LOGIN: Record<Area, string> = {
  admin: paths.admin.login,
  subadmin: paths.subadmin.login,
  user: paths.user.login,
};

const AREAS: Area[] = ["admin", "subadmin", "user"];

/**
 * Keeps the person's own switch of language on the server for every signed-in session (the
 * language of the messages sent to them, WhatsApp included). Only a switch does: opening the app
 * in a browser set to another language never changes what a worker chose (record 059).
 */
function keepLanguage(lang: Lang) {
  for (const area of AREAS) {
    const session = sessions[area].get();
    if (!session || !isTokenLive(session.tokens.access) || session.user.language === lang) continue;
    void api<{ user: User }>("/users/users/me/language/", { method: "PATCH", body: { language: lang }, area })
      .then(({ user }) => sessions[area].set({ ...session, user }))
      .catch(() => {
        // Not critical: the next switch or sign-in tries again.
      });
  }
}

/**
 * Wraps a signed-in area's layout: server-state cache, toasts, and what happens on a dead
 * session ("Session expired. Please login again." and back to the area's login).
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    return onLangChange(keepLanguage);
  }, []);
  useEffect(() => {
    setSessionExpiredHandler((area) => {
      queryClient.clear();
      toast.error(i18n._(SESSION_EXPIRED), { id: "session-expired" });
      navigate(LOGIN[area], { replace: true });
    });
  }, [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
