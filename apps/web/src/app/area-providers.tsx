import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SESSION_EXPIRED, setSessionExpiredHandler } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { type Area, paths } from "./paths";
import { AppToaster } from "./toaster";

// One cache for the whole tab; it lives in the signed-in areas' chunks so the public pages
// do not download TanStack Query or the toasts.
export const queryClient = createQueryClient();

const LOGIN: Record<Area, string> = {
  admin: paths.admin.login,
  subadmin: paths.subadmin.login,
  user: paths.user.login,
};

/**
 * Wraps a signed-in area's layout: server-state cache, toasts, and what happens on a dead
 * session ("Session expired. Please login again." and back to the area's login).
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler((area) => {
      queryClient.clear();
      toast.error(SESSION_EXPIRED, { id: "session-expired" });
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
