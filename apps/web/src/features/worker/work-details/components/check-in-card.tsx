import { kolkataToday } from "@catercrew/shared/format/dates";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useCheckInCode } from "../api/work-detail";

/** Today's date in Kerala (YYYY-MM-DD), whatever the phone's time zone. */
export const todayInKolkata = (now: Date = new Date()): string => kolkataToday(now);

/** The code drawn as an SVG QR (the qrcode library is loaded only here). */
function useQrSvg(text: string | undefined): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import("qrcode").then((QRCode) =>
      QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((out) => {
        if (live) setSvg(out);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

/**
 * On the work's day, the assigned worker shows this QR to the captain at the venue. The code is
 * signed for this work, this person and today; with no camera the captain types the short code
 * under it (6 characters, record 064).
 */
export function CheckInCard({ workId }: { workId: number }) {
  const { t } = useLingui();
  const code = useCheckInCode(workId, true);
  const svg = useQrSvg(code.data?.code);
  return (
    <Card>
      <h2 className="mb-1 text-base font-semibold">{t`Check-in`}</h2>
      <p className="mb-3 text-sm text-slate-600">{t`Show this QR to your captain when you arrive.`}</p>
      {code.isPending ? (
        <Skeleton className="mx-auto aspect-square w-56" />
      ) : code.isError ? (
        <ErrorState
          message={code.error.message}
          onRetry={() => code.refetch()}
          retryLabel={t`Retry`}
          retrying={code.isFetching}
        />
      ) : (
        <div className="flex flex-col items-center gap-2">
          {svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={t`Check-in QR code`}
              className="aspect-square w-56 max-w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <Skeleton className="aspect-square w-56" />
          )}
          <p className="text-center text-sm text-slate-600">{t`No camera? Your captain types this code:`}</p>
          <p
            className="text-center font-mono text-3xl font-semibold tracking-[0.3em] text-slate-900"
            data-testid="check-in-code"
          >
            {code.data.short_code}
          </p>
        </div>
      )}
    </Card>
  );
}
