import { type Staffing, workTypeOnWire } from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { listStaffing } from "./staffing.repository.js";

/** How many upcoming works the dashboard shows. */
const STAFFING_LIMIT = 100;

/**
 * GET /crews/staffing/ (admin dashboard): each upcoming work's filled and needed count
 * per role, and the works at risk: short of people within 48 hours of the reporting time, or with
 * an open waitlist offer (docs/decisions/037-crew-builder.md).
 */
export async function staffing({ db }: Ctx, now = new Date()): Promise<Staffing> {
  const rows = await listStaffing(db, todayInKolkata(now), now, STAFFING_LIMIT);
  return {
    works: rows.map((r) => ({
      id: r.id,
      Auditorium_name: r.name,
      date: r.date,
      reporting_time: r.reportingTime,
      work_type: workTypeOnWire(r.workType),
      occasion: r.occasion,
      needed: r.needed,
      boys: r.boys,
      head_boys: r.headBoys,
      captains: r.captains,
      supervisors: r.supervisors,
      open_offers: r.openOffers,
      short_soon: r.shortSoon,
      at_risk: r.shortSoon || r.openOffers > 0,
    })),
  };
}
