import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { formatDate, formatTime } from "@/lib/format";
import { districtLabel } from "@/lib/labels";

/** The fields every work card shows (the admin's, the sub-admin's and the worker's lists all have them). */
export type WorkCardWork = Pick<
  Work,
  "id" | "Auditorium_name" | "date" | "reporting_time" | "place" | "district" | "no_of_boys_needed"
> &
  Partial<Pick<Work, "attendees">>;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const icon = "h-4 w-4 shrink-0 text-slate-500";

/**
 * One work card for every area: badges, the venue, date, reporting time, place and crew size,
 * then what the area adds (its details, its actions). `as="li"` inside a list; otherwise an
 * `article` named by `label`.
 */
export function WorkCard({
  work,
  as = "li",
  label,
  className,
  compact = false,
  badges,
  title,
  subtitle,
  crew,
  children,
  actions,
}: {
  work: WorkCardWork;
  as?: "li" | "article";
  /** Accessible name of the card. */
  label?: string;
  /** Extra classes (e.g. the admin's coloured top bar). */
  className?: string;
  /** Tighter spacing (the sub-admin's phone list). */
  compact?: boolean;
  badges: ReactNode;
  /** The venue line; by default a heading with the venue name. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** The crew line; by default "{n} needed". `null` hides it. */
  crew?: ReactNode | null;
  /** Area-specific lines below the facts. */
  children?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  const Tag = as;
  const needed = work.no_of_boys_needed;
  return (
    <Tag
      aria-label={label}
      className={cn(
        "flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm",
        compact ? "gap-2 p-3 sm:p-4" : "gap-3 p-4",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <div>
        {title ?? (
          <h3 className="break-words text-base font-semibold text-slate-900">
            {work.Auditorium_name || t`Venue Not Specified`}
          </h3>
        )}
        {subtitle}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-slate-700">
        <Fact icon={<CalendarDays className={icon} aria-hidden="true" />} label={t`Date`}>
          {formatDate(work.date, { weekday: "short" })}
        </Fact>
        <Fact icon={<Clock className={icon} aria-hidden="true" />} label={t`Reporting time`}>
          {formatTime(work.reporting_time)}
        </Fact>
        <Fact icon={<MapPin className={icon} aria-hidden="true" />} label={t`Place`}>
          <span className="capitalize">
            {work.place}, {districtLabel(work.district)}
          </span>
        </Fact>
        {crew !== null && (
          <Fact icon={<Users className={icon} aria-hidden="true" />} label={t`Boys needed`}>
            {crew ?? t`${needed} needed`}
          </Fact>
        )}
      </dl>
      {children}
      <div className="mt-auto">{actions}</div>
    </Tag>
  );
}
