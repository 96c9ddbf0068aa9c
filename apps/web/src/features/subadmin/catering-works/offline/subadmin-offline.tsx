import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import { clearAreaData, registerAreaApp, useOnline, whenControlled } from "@/lib/installable-app";
import { useRollCallQueue } from "../use-roll-call-queue";
import { warmToday } from "./warm-today";

/**
 * The captain's area with no signal (docs/decisions/038-captain-area-offline.md), placed once in
 * the sub-admin layout: registers the installable app (scope /subadmin/), keeps today's works and
 * crews for offline use, sends the roll call waiting on the phone whichever screen is open (at
 * start, after a reload or a restart of the phone, and when the signal returns), and says so when
 * the phone is offline.
 */
export function SubadminOffline() {
  const { t } = useLingui();
  const client = useQueryClient();
  const online = useOnline();
  useRollCallQueue();
  useEffect(() => {
    registerAreaApp("subadmin");
    const warm = () => void warmToday(client);
    const stop = whenControlled(warm);
    window.addEventListener("online", warm);
    return () => {
      stop();
      window.removeEventListener("online", warm);
    };
  }, [client]);
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t`You are offline. Showing the last data this phone saw. What you save now stays on this phone and is sent when the signal returns.`}
    </p>
  );
}

/** Forgets the captain's kept answers on logout (another person may use the phone). */
export function clearSubadminData(): Promise<void> {
  return clearAreaData("subadmin");
}
