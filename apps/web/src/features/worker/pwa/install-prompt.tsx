import { useLingui } from "@lingui/react/macro";
import { ArrowDownToLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useInstallPrompt } from "./worker-app";

/** "Install the app" on the worker home, shown when the browser offers installation. */
export function InstallPrompt({ className = "" }: { className?: string }) {
  const { t } = useLingui();
  const { available, install } = useInstallPrompt();
  if (!available) return null;
  return (
    <section
      aria-label={t`Install the app`}
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 ${className}`}
    >
      <p className="text-sm text-slate-800">
        {t`Install CaterCrew on your phone: open your jobs in one tap, even without signal.`}
      </p>
      <Button size="sm" icon={<ArrowDownToLine className="h-4 w-4" aria-hidden="true" />} onClick={install}>
        {t`Install app`}
      </Button>
    </section>
  );
}
