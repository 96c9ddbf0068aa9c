/** The times the crew rules hang on; the work's date and reporting time are Asia/Kolkata wall-clock. */

const HOUR_MS = 60 * 60 * 1000;

/** The work's reporting time as an instant. */
export function reportingAt(work: { date: string; reportingTime: string }): Date {
  return new Date(`${work.date}T${work.reportingTime.slice(0, 5)}:00+05:30`);
}

/** When a withdrawal stops being free (and the crew locks by itself). */
export function withdrawCutoffAt(work: { date: string; reportingTime: string }, cutoffHours: number): Date {
  return new Date(reportingAt(work).getTime() - cutoffHours * HOUR_MS);
}

/** Withdrawing is possible until the reporting time, on a work neither completed nor cancelled. */
export function withdrawOpen(
  work: { date: string; reportingTime: string; status: string },
  now: Date,
): boolean {
  return work.status !== "completed" && work.status !== "cancelled" && now < reportingAt(work);
}
