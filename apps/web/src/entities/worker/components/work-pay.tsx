import type { RolePay } from "@catercrew/shared/schemas/worker";
import { useLingui } from "@lingui/react/macro";
import { IndianRupee } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { formatRupees } from "@/lib/format";

/**
 * What the work pays this worker, shown before requesting (docs/decisions/043): the fare for their
 * role and "+ extras" when good rating marks, loading or setting can add to it.
 */
export function WorkPay({ pay, className }: { pay: RolePay; className?: string }) {
  const { t } = useLingui();
  if (pay.fare === null) return null;
  const fare = formatRupees(pay.fare);
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-semibold text-emerald-800", className)}>
      <IndianRupee className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{pay.extras ? t`Pay: ${fare} + extras` : t`Pay: ${fare}`}</span>
    </p>
  );
}
