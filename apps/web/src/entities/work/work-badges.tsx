import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiContext } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { workStatusLabel, workTypeLabel } from "@/lib/labels";
import { STAFFING_TONE, staffingOf, workStatusTone, workTypeTone } from "@/lib/tokens";

/** A work type in its one colour (the same on every screen: `@/lib/tokens`). */
export function WorkTypeBadge({ type }: { type: string }) {
  useLinguiContext(); // re-render on a language switch
  return <Badge tone={workTypeTone(type)}>{workTypeLabel(type)}</Badge>;
}

/** A work's status in its one colour. */
export function WorkStatusBadge({ status }: { status: string }) {
  useLinguiContext();
  return <Badge tone={workStatusTone(status)}>{workStatusLabel(status)}</Badge>;
}

/**
 * "6 assigned / 4 needed" for boys and head boys (docs/decisions/029-money-and-work-rules.md), red when short and amber when
 * over-staffed; captains and supervisors counted apart.
 */
export function StaffingBadges({
  boys,
  needed,
  captains,
  supervisors,
}: {
  boys: number;
  needed: number;
  captains: number;
  supervisors: number;
}) {
  const { t } = useLingui();
  const staffing = staffingOf(boys, needed);
  const extra = boys - needed;
  const missing = needed - boys;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone={STAFFING_TONE[staffing]} data-staffing={staffing}>
        {t`${boys} assigned / ${needed} needed`}
        {staffing === "over" && <span>· {t`${extra} over`}</span>}
        {staffing === "short" && <span>· {t`${missing} short`}</span>}
      </Badge>
      <Badge tone={captains > 0 ? "neutral" : "danger"}>
        {plural(captains, { one: "# captain", other: "# captains" })}
      </Badge>
      <Badge tone="neutral">{plural(supervisors, { one: "# supervisor", other: "# supervisors" })}</Badge>
    </span>
  );
}
