import { crewCounts } from "@catercrew/shared/rules";
import type { Work, WorkListItem } from "@catercrew/shared/schemas/works";
import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiContext } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { occasionLabel, workStatusLabel, workTypeLabel } from "@/lib/labels";
import { STAFFING_TONE, staffingOf, workStatusTone, workTypeTone } from "@/lib/tokens";

/**
 * A work's meal in its one colour (the same on every screen: `@/lib/tokens`), and its occasion
 * beside it when one is said: a lunch wedding shows both (record 069).
 */
export function WorkTypeBadge({ type, occasion }: { type: string; occasion?: string | undefined }) {
  useLinguiContext(); // re-render on a language switch
  const meal = <Badge tone={workTypeTone(type)}>{workTypeLabel(type)}</Badge>;
  if (!occasion) return meal;
  return (
    <>
      {meal}
      <Badge tone={workTypeTone(occasion)}>{occasionLabel(occasion)}</Badge>
    </>
  );
}

/** A work's status in its one colour. */
export function WorkStatusBadge({ status }: { status: string }) {
  useLinguiContext();
  return <Badge tone={workStatusTone(status)}>{workStatusLabel(status)}</Badge>;
}

/**
 * "6 assigned / 4 needed" for boys and head boys (head boys also against their own places among
 * them when the work asks for some: "1 of 2 head boys") (docs/decisions/029-money-and-work-rules.md), red when short and amber when
 * over-staffed; captains and supervisors counted apart, against what the work needs when it says
 * ("0 of 2 supervisors", red while short; docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
export function StaffingBadges({
  boys,
  needed,
  captains,
  supervisors,
  captainsNeeded,
  supervisorsNeeded,
  headBoys = 0,
  headBoysNeeded = 0,
}: {
  boys: number;
  needed: number;
  captains: number;
  supervisors: number;
  captainsNeeded?: number | undefined;
  supervisorsNeeded?: number | undefined;
  headBoys?: number | undefined;
  headBoysNeeded?: number | undefined;
}) {
  const { t } = useLingui();
  const staffing = staffingOf(boys, needed);
  const extra = boys - needed;
  const missing = needed - boys;
  const captainsShort = captainsNeeded === undefined ? captains === 0 : captains < captainsNeeded;
  const supervisorsShort = supervisorsNeeded !== undefined && supervisors < supervisorsNeeded;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone={STAFFING_TONE[staffing]} data-staffing={staffing}>
        {t`${boys} assigned / ${needed} needed`}
        {staffing === "over" && <span>· {t`${extra} over`}</span>}
        {staffing === "short" && <span>· {t`${missing} short`}</span>}
      </Badge>
      {headBoysNeeded > 0 && (
        <Badge tone={headBoys < headBoysNeeded ? "danger" : "neutral"}>
          {plural(headBoysNeeded, {
            one: `${headBoys} of # head boy`,
            other: `${headBoys} of # head boys`,
          })}
        </Badge>
      )}
      <Badge tone={captainsShort ? "danger" : "neutral"}>
        {captainsNeeded === undefined
          ? plural(captains, { one: "# captain", other: "# captains" })
          : plural(captainsNeeded, { one: `${captains} of # captain`, other: `${captains} of # captains` })}
      </Badge>
      {supervisorsNeeded === undefined || supervisorsNeeded === 0 ? (
        // No supervisor asked for: counted only when some are there anyway (or no target is known).
        (supervisorsNeeded === undefined || supervisors > 0) && (
          <Badge tone="neutral">{plural(supervisors, { one: "# supervisor", other: "# supervisors" })}</Badge>
        )
      ) : (
        <Badge tone={supervisorsShort ? "danger" : "neutral"}>
          {plural(supervisorsNeeded, {
            one: `${supervisors} of # supervisor`,
            other: `${supervisors} of # supervisors`,
          })}
        </Badge>
      )}
    </span>
  );
}

/** What a work needs per role (the work form's counts). */
type CrewNeeds = Pick<
  Work,
  "no_of_boys_needed" | "head_boys_needed" | "captains_needed" | "supervisors_needed"
>;

/**
 * A work's staffing by role, the one count every screen shows: from a list's counts, or from the
 * assigned people when `roles` is given (the work's page, the captain's crew sheet), so a list of
 * five with a captain reads "4 assigned / 4 needed" and "1 of 1 captain", never "5 assigned".
 */
export function WorkStaffing({
  work,
  roles,
}: {
  work: CrewNeeds &
    Partial<
      Pick<
        WorkListItem,
        "boys_assigned" | "head_boys_assigned" | "captains_assigned" | "supervisors_assigned"
      >
    >;
  roles?: readonly string[];
}) {
  const listed = {
    boys: work.boys_assigned ?? 0,
    headBoys: work.head_boys_assigned ?? 0,
    captains: work.captains_assigned ?? 0,
    supervisors: work.supervisors_assigned ?? 0,
  };
  const c = roles ? crewCounts(roles) : listed;
  return (
    <StaffingBadges
      boys={c.boys}
      needed={work.no_of_boys_needed}
      headBoys={c.headBoys}
      headBoysNeeded={work.head_boys_needed}
      captains={c.captains}
      captainsNeeded={work.captains_needed}
      supervisors={c.supervisors}
      supervisorsNeeded={work.supervisors_needed}
    />
  );
}
