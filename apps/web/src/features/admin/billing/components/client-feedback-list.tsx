import { useLingui } from "@lingui/react/macro";
import { Card } from "@/components/ui/card";
import { notify } from "@/components/ui/toast";
import { useClientFeedback, useFeedbackInRanking } from "@/entities/client/client-portal-api";
import { formatDate } from "@/lib/format";

/**
 * The client's stars and comments per work, for the admin; each may count in the crew ranking's
 * rating of those who were there, as the admin chooses (record 070). Workers never see them.
 */
export function ClientFeedbackList({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const feedback = useClientFeedback(clientId);
  const ranking = useFeedbackInRanking(clientId);
  const rows = feedback.data ?? [];
  const toggle = async (workId: number, inRanking: boolean) => {
    try {
      await ranking.mutateAsync({ workId, inRanking });
    } catch (err) {
      notify.adminError(err instanceof Error ? err.message : t`Could not save`);
    }
  };
  return (
    <section className="flex flex-col gap-2" aria-labelledby="client-feedback-title">
      <h3 id="client-feedback-title" className="text-lg font-semibold">{t`His feedback on the crews`}</h3>
      {rows.length === 0 && <p className="text-sm text-slate-600">{t`No feedback yet.`}</p>}
      {rows.map((f) => (
        <Card key={f.work_id} className="flex flex-col gap-1 p-3 text-sm">
          <div className="font-medium">
            {`${f.venue_name} · ${formatDate(f.date)} · `}
            <span aria-hidden="true">{`${"★".repeat(f.stars)}${"☆".repeat(5 - f.stars)}`}</span>
            <span className="sr-only">{t`${f.stars} of 5 stars`}</span>
          </div>
          {f.comment && <p className="whitespace-pre-wrap break-words text-slate-700">{f.comment}</p>}
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              checked={f.in_ranking}
              disabled={ranking.isPending}
              onChange={(e) => toggle(f.work_id, e.currentTarget.checked)}
            />
            {t`Count these stars in the crew ranking`}
          </label>
        </Card>
      ))}
    </section>
  );
}
