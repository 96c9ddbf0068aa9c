import type { PortalWork } from "@catercrew/shared/schemas/client-portal";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Phone, Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/field";
import { SkeletonCard } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatTime } from "@/lib/format";
import { roleLabel, workTypeLabel } from "@/lib/labels";
import { useClientWork, useGiveFeedback } from "./api/portal";
import { ROLE_NAMES } from "./book-page";

/** Confirmed against needed, per role: a bar a caterer reads at a glance. */
function Gauge({ work }: { work: PortalWork }) {
  const { t } = useLingui();
  return (
    <ul className="flex flex-col gap-3">
      {work.gauge.map((g) => {
        const share = g.needed > 0 ? Math.min(100, Math.round((g.confirmed / g.needed) * 100)) : 100;
        const name = t(ROLE_NAMES[g.role]);
        return (
          <li key={g.role} className="flex flex-col gap-1">
            <p className="flex justify-between text-sm">
              <span className="font-medium text-slate-900">{name}</span>
              <span>{t`${g.confirmed} of ${g.needed} confirmed`}</span>
            </p>
            <div
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={g.needed}
              aria-valuenow={g.confirmed}
              className="h-2 rounded-full bg-slate-200"
            >
              <div
                className={share >= 100 ? "h-2 rounded-full bg-green-600" : "h-2 rounded-full bg-amber-500"}
                style={{ width: `${share}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function FeedbackForm({ workId }: { workId: number }) {
  const { t } = useLingui();
  const give = useGiveFeedback(workId);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (stars < 1) {
      setError(t`Choose 1 to 5 stars`);
      return;
    }
    try {
      await give.mutateAsync({ stars, comment });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong`);
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-900">{t`How was the crew?`}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={stars === n}
              aria-label={plural(n, { one: "# star", other: "# stars" })}
              onClick={() => setStars(n)}
              className="flex min-h-11 min-w-11 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Star
                className={n <= stars ? "h-7 w-7 fill-amber-400 text-amber-500" : "h-7 w-7 text-slate-400"}
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
      </fieldset>
      <Textarea
        label={t`Comment (optional)`}
        maxLength={500}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" loading={give.isPending} loadingText={t`Sending...`}>
        {t`Send rating`}
      </Button>
    </form>
  );
}

/** /client/works/:id: the gauge, the crew as the captain checks them in (refreshing by itself), the captain. */
export function ClientWorkPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const query = useClientWork(id);
  if (query.isPending) return <SkeletonCard />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const work = query.data;
  const arrived = work.crew.filter((c) => c.arrived_at !== null).length;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{work.venue_name}</h1>
        <p className="text-sm text-slate-700">
          {formatDate(work.date)} · {formatTime(work.reporting_time)} · {workTypeLabel(work.work_type)} ·{" "}
          {work.place}
        </p>
      </div>
      <Card className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900">{t`Crew`}</h2>
        <Gauge work={work} />
      </Card>
      {work.captain && (
        <Card className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-sm text-slate-600">{t`Captain`}</p>
            <p className="font-semibold text-slate-900">{work.captain.name}</p>
          </div>
          {work.captain.mobile && (
            <a
              href={`tel:+91${work.captain.mobile}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              {t`Call the captain`}
            </a>
          )}
        </Card>
      )}
      <Card className="flex flex-col gap-2">
        <h2 className="font-semibold text-slate-900">{t`Arrived: ${arrived} of ${work.crew.length}`}</h2>
        {work.crew.length === 0 && (
          <p className="text-sm text-slate-600">{t`The crew is being put together.`}</p>
        )}
        <ul aria-live="polite" className="divide-y divide-slate-100">
          {work.crew.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list replaced whole at each refresh; people have no id the client may see
            <li key={`${c.first_name}-${i}`} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{c.first_name}</span>{" "}
                <span className="text-slate-600">{roleLabel(c.role)}</span>
              </span>
              {c.arrived_at ? (
                <Badge tone="success">{t`Arrived ${formatTime(c.arrived_at)}`}</Badge>
              ) : (
                <Badge tone="neutral">{t`Not yet`}</Badge>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {work.feedback && (
        <Card>
          <p className="font-semibold text-slate-900">{t`Your rating: ${work.feedback.stars} of 5`}</p>
          {work.feedback.comment && (
            <p className="mt-1 whitespace-pre-line text-sm">{work.feedback.comment}</p>
          )}
        </Card>
      )}
      {work.can_give_feedback && (
        <Card>
          <FeedbackForm workId={work.id} />
        </Card>
      )}
    </div>
  );
}
