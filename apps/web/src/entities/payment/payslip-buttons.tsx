import { useLingui } from "@lingui/react/macro";
import { FileText, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { ApiError, api } from "@/lib/api-client";
import { currentLang } from "@/lib/i18n";
import type { Area } from "@/lib/paths";

/**
 * Fetches a printable page of the API with the session's token and shows it in a new window as a
 * blob (a link cannot carry the token: docs/decisions/021-payslips-and-upi.md). The window is
 * opened first, in the click, so pop-up blockers let it through; `print` opens the browser's
 * print dialog, whose "Save as PDF" shapes Malayalam correctly.
 */
export async function openPrintable(path: string, area: Area, opts: { print?: boolean } = {}): Promise<void> {
  const win = window.open("", "_blank");
  if (!win) throw new Error("popup-blocked");
  try {
    const html = await api<string>(path, { area, responseType: "text" });
    const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
    win.location.href = url;
    // The page keeps its own copy once loaded; the URL is released a minute later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    if (opts.print) {
      const printWhenReady = () => {
        if (win.document.readyState === "complete" && win.location.href === url) win.print();
        else setTimeout(printWhenReady, 200);
      };
      setTimeout(printWhenReady, 200);
    }
  } catch (err) {
    win.close();
    throw err;
  }
}

/** The two buttons of a payslip: open it, or open it and print (Save as PDF). */
export function PayslipButtons({
  path,
  area,
  size = "md",
  viewLabel,
}: {
  /** The API path of the page, e.g. `/payslips/3/21/`. */
  path: string;
  area: Area;
  size?: "sm" | "md";
  /** The open button's words (default "Payslip"). */
  viewLabel?: string;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<"view" | "print" | null>(null);
  const open = async (print: boolean) => {
    setBusy(print ? "print" : "view");
    try {
      await openPrintable(`${path}${path.includes("?") ? "&" : "?"}lang=${currentLang()}`, area, { print });
    } catch (err) {
      notify.error(
        err instanceof ApiError
          ? err.message
          : t`Could not open the payslip. Please allow pop-ups for this site and try again.`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size={size}
        loading={busy === "view"}
        onClick={() => open(false)}
        icon={<FileText className="h-4 w-4" aria-hidden="true" />}
      >
        {viewLabel ?? t`Payslip`}
      </Button>
      <Button
        variant="outline"
        size={size}
        loading={busy === "print"}
        onClick={() => open(true)}
        icon={<Printer className="h-4 w-4" aria-hidden="true" />}
      >
        {t`Save as PDF`}
      </Button>
    </div>
  );
}
