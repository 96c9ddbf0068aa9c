import type { Booking } from "@catercrew/shared/schemas/client-portal";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";

/** A booking's answer: waiting, confirmed or declined. */
export function BookingStatus({ status }: { status: Booking["status"] }) {
  const { t } = useLingui();
  if (status === "confirmed") return <Badge tone="success">{t`Confirmed`}</Badge>;
  if (status === "declined") return <Badge tone="danger">{t`Declined`}</Badge>;
  return <Badge tone="warning">{t`Waiting for the agency`}</Badge>;
}
