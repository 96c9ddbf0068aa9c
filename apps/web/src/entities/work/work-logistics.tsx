import type { WorkLogistics } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { Bike, Bus, Shirt } from "lucide-react";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatTime } from "@/lib/format";

/** Transport or dress is set on the work. */
export function hasLogistics(l: WorkLogistics): boolean {
  return (
    Boolean(
      l.pickup_point ||
        l.pickup_time ||
        l.vehicle ||
        l.driver_name ||
        l.driver_mobile ||
        l.drop_after ||
        l.dress_code,
    ) || l.bike_needed
  );
}

/**
 * How the crew gets to the work and what to wear: pickup point and time, vehicle,
 * driver with a call link, drop after the work, dress code, and "come by bike". Nothing when unset.
 */
export function WorkLogisticsList({
  logistics: l,
  className,
}: {
  logistics: WorkLogistics;
  className?: string;
}) {
  const { t } = useLingui();
  if (!hasLogistics(l)) return null;
  const rows: [string, React.ReactNode][] = [];
  if (l.pickup_point || l.pickup_time) {
    // The time through the shared format, as the WhatsApp offer writes it ("പുലർച്ചെ 5:30"), never raw.
    const at = l.pickup_time ? formatTime(l.pickup_time) : "";
    rows.push([t`Pickup`, [l.pickup_point, at].filter(Boolean).join(", ")]);
  }
  if (l.vehicle) rows.push([t`Vehicle`, l.vehicle]);
  if (l.driver_name || l.driver_mobile) {
    rows.push([
      t`Driver`,
      <span key="driver" className="inline-flex flex-wrap items-center gap-x-2">
        {l.driver_name}
        {l.driver_mobile && <PhoneLinks mobile={l.driver_mobile} name={l.driver_name || t`Driver`} />}
      </span>,
    ]);
  }
  if (l.drop_after) rows.push([t`Drop after the work`, l.drop_after]);
  return (
    <div className={className} data-testid="work-logistics">
      {rows.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="flex items-center gap-1 font-medium text-slate-700">
                <Bus className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {label}
              </dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {l.dress_code && (
        <p className="mt-1 flex items-start gap-1 text-sm text-slate-900">
          <Shirt className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            <span className="font-medium text-slate-700">{t`Dress code`}:</span> {l.dress_code}
          </span>
        </p>
      )}
      {l.bike_needed && (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-900">
          <Bike className="h-4 w-4 text-slate-500" aria-hidden="true" />
          {t`Come by bike`}
        </p>
      )}
    </div>
  );
}
