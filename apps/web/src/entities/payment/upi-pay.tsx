import { formatRupees } from "@catercrew/shared/money";
import { buildUpiLink } from "@catercrew/shared/upi";
import { useLingui } from "@lingui/react/macro";
import { QrCode, Smartphone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";

/**
 * "Pay ₹N via UPI": a `upi://pay` link that opens the phone's UPI app with the payee and amount
 * filled in, and, for paying from a laptop, a QR code of the same link (qrcode is loaded only
 * when the QR is asked for).
 */
export function UpiPay({
  upiId,
  name,
  amount,
  note,
}: {
  upiId: string;
  name: string;
  /** Exact decimal string. */
  amount: string;
  note: string;
}) {
  const { t } = useLingui();
  const link = buildUpiLink({ upiId, name, amount, note });
  const [showQr, setShowQr] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const qrId = useId();
  const money = formatRupees(amount);

  useEffect(() => {
    if (!showQr || qr) return;
    let live = true;
    import("qrcode")
      .then((m) => m.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: "M" }))
      .then((url) => live && setQr(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [showQr, qr, link]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <a href={link} className={buttonClass("success", "md")} data-testid="upi-link">
          <Smartphone className="h-4 w-4" aria-hidden="true" />
          {t`Pay ${money} via UPI`}
        </a>
        <Button
          variant="outline"
          onClick={() => setShowQr((v) => !v)}
          aria-expanded={showQr}
          aria-controls={qrId}
          icon={<QrCode className="h-4 w-4" aria-hidden="true" />}
        >
          {showQr ? t`Hide QR` : t`Show QR`}
        </Button>
      </div>
      <p className="break-all text-xs text-slate-600">
        {t`UPI ID`}: <span className="font-medium text-slate-900">{upiId}</span>
      </p>
      {showQr && (
        <div id={qrId} className="self-start rounded-lg border border-slate-200 bg-white p-2">
          {qr ? (
            <img src={qr} width={200} height={200} alt={t`QR code to pay ${money} to ${upiId} via UPI`} />
          ) : failed ? (
            <p className="text-sm text-red-700">{t`Could not make the QR code`}</p>
          ) : (
            <p className="text-sm text-slate-600">{t`Making the QR code...`}</p>
          )}
        </div>
      )}
    </div>
  );
}
