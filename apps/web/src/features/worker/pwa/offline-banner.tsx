import { useLingui } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { useOnline } from "./worker-app";

/** Says so when the phone is offline and the screens show the last data they saw. */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white"
    >
      <WifiOff className="h-4 w-4" aria-hidden="true" />
      {t`You are offline. Showing the last data this phone saw.`}
    </p>
  );
}
