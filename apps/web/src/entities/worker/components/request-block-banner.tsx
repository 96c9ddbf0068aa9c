import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { formatDate } from "@/lib/format";
import { useMyNoShows } from "../api/no-shows";

/** While three no-shows stop the worker's requests: until when, on the home and work screens. */
export function RequestBlockBanner() {
  const { t } = useLingui();
  const q = useMyNoShows();
  const until = q.data?.blocked_until;
  if (!until) return null;
  // The agency's calendar day (as the server's refusal names it), in the chosen language.
  const date = formatDate(until);
  const count = q.data?.no_shows ?? 0;
  // Each absence that counts, with the work and who marked it, so the worker can answer it.
  const strikes = (q.data?.strikes ?? []).filter((s) => s.cleared_at === null);
  return (
    <div
      role="status"
      data-testid="request-block"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="break-words">
          <strong className="block">{t`You cannot request works until ${date}.`}</strong>
          {plural(count, {
            one: "You were absent from # work in the last 90 days. Talk to your agency if this is wrong.",
            other: "You were absent from # works in the last 90 days. Talk to your agency if this is wrong.",
          })}
        </p>
        {strikes.length > 0 && (
          <ul className="mt-1 list-disc pl-5" data-testid="my-strikes">
            {strikes.map((s) => {
              const work = s.work_name;
              const day = formatDate(s.work_date);
              const by = s.marked_by_name ?? t`your captain`;
              return <li key={s.id} className="break-words">{t`${work}, ${day}: marked absent by ${by}`}</li>;
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
