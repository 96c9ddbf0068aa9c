import { useLingui } from "@lingui/react/macro";
import { formatDate } from "@/lib/format";
import type { Area } from "@/lib/paths";
import { MarkPaidForm } from "./mark-paid";
import { PayslipButtons } from "./payslip-buttons";
import { UpiPay } from "./upi-pay";

/**
 * Paying one person's wage: the payslip, "Pay ₹N via UPI" with its QR while the wage is
 * pending and the person has a UPI ID, and Mark paid with an optional reference; once paid, when
 * and with which reference.
 */
export function WagePayment({
  area,
  workId,
  userId,
  userName,
  upiId,
  totalWage,
  paid,
  paidAt,
  reference,
  note,
  onPaid,
}: {
  area: Area;
  workId: number;
  userId: number;
  userName: string;
  upiId: string | null;
  totalWage: string;
  paid: boolean;
  paidAt: string | null;
  reference: string | null;
  /** The UPI transaction note (the work and date). */
  note: string;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const payable = !paid && Number(totalWage) > 0;
  return (
    <div className="flex flex-col gap-3">
      <PayslipButtons path={`/payslips/${workId}/${userId}/`} area={area} />
      {paid ? (
        <p className="text-sm text-slate-700">
          {paidAt ? t`Paid on ${formatDate(paidAt)}` : t`Paid`}
          {reference ? ` · ${t`Reference`}: ${reference}` : ""}
        </p>
      ) : (
        <>
          {payable &&
            (upiId ? (
              <UpiPay upiId={upiId} name={userName} amount={totalWage} note={note} />
            ) : (
              <p className="text-sm text-slate-600">{t`No UPI ID in this person's profile.`}</p>
            ))}
          <MarkPaidForm workId={workId} userId={userId} area={area} onPaid={onPaid} />
        </>
      )}
    </div>
  );
}
