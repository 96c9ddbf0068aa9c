import type { WorkerRole } from "@catercrew/shared";
import type { WorkRow } from "../works/works.serializer.js";

/**
 * The groups a work's people needed are counted in (migration 0042, record 055): the boys' places
 * (`no_of_boys_needed`, boys and head boys: a head boy takes a boy's place), the supervisors and
 * the captains. The waitlist offers each group's free places to the people of that group.
 */
export interface PlaceGroup {
  roles: readonly WorkerRole[];
  needed: (work: WorkRow) => number;
}

export const PLACE_GROUPS: readonly PlaceGroup[] = [
  { roles: ["boys", "head_boy"], needed: (w) => w.noOfBoysNeeded },
  { roles: ["supervisor"], needed: (w) => w.supervisorsNeeded },
  { roles: ["subadmin"], needed: (w) => w.captainsNeeded },
];

/** Every role a place can be offered to. */
export const OFFERED_ROLES: readonly WorkerRole[] = PLACE_GROUPS.flatMap((g) => g.roles);

/** The group a person of this role fills, if any. */
export function placeGroupOf(role: string): PlaceGroup | undefined {
  return PLACE_GROUPS.find((g) => (g.roles as readonly string[]).includes(role));
}
