import { useLingui } from "@lingui/react/macro";
import { ArrowDownToLine, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useInstallPrompt } from "./worker-app";

/**
 * "Install the app" on the worker home, shown when the browser offers installation. It floats at
 * the bottom of the screen rather than above the page, so the page does not jump down when the
 * browser's offer arrives after the page has drawn; "Not now" hides it until the next visit.
 */
export function InstallPrompt() {
  const { t } = useLingui();
  const { available, install } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <section
      aria-label={t`Install the app`}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-lg"
    >
      <p className="min-w-0 flex-1 basis-48 text-sm text-slate-800">
        {t`Install CaterCrew on your phone: open your jobs in one tap, even without signal.`}
      </p>
      <div className="flex items-center gap-1">
        <Button icon={<ArrowDownToLine className="h-4 w-4" aria-hidden="true" />} onClick={install}>
          {t`Install app`}
        </Button>
        <Button
          variant="ghost"
          icon={<X className="h-4 w-4" aria-hidden="true" />}
          onClick={() => setDismissed(true)}
        >
          {t`Not now`}
        </Button>
      </div>
    </section>
  );
}
