import type { SuggestedCrew } from "@catercrew/shared/schemas/crews";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useUpdateRequestStatus } from "../api/requests";

/**
 * The supervisors who asked for the work, ranked as the boys are, against the supervisors it
 * needs, each with Accept (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
export function SuggestedSupervisors({ workId, crew }: { workId: number; crew: SuggestedCrew }) {
  const { t } = useLingui();
  const decide = useUpdateRequestStatus(workId);
  const { supervisors, supervisors_needed: needed, supervisors_filled: filled } = crew;
  if (needed === 0 && supervisors.length === 0) return null;
  const onAccept = async (request: number, name: string) => {
    try {
      await decide.mutateAsync({ id: request, status: "accepted" });
      notify.adminSuccess(t`${name} accepted`);
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : t`Failed to accept ${name}`);
    }
  };
  return (
    <div className="flex flex-col gap-2" data-testid="suggested-supervisors">
      <h4 className="text-sm font-semibold text-slate-900">{t`Supervisors who asked`}</h4>
      <p className="text-sm text-slate-700">
        {plural(needed, {
          one: `${filled} of # supervisor assigned`,
          other: `${filled} of # supervisors assigned`,
        })}
      </p>
      {supervisors.length === 0 ? (
        <p className="text-sm text-slate-600">{t`No supervisor has asked yet`}</p>
      ) : (
        <ol
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t`Supervisors who asked`}
        >
          {supervisors.map((s, i) => {
            const name = s.user_name;
            const rating = s.facts.average_rating;
            return (
              <li key={s.request} className="flex flex-wrap items-center gap-2 p-2 text-sm" aria-label={name}>
                <span className="font-semibold text-slate-900">{i + 1}</span>
                <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{name}</span>
                <span className="text-slate-700">{rating > 0 ? t`${rating} of 5` : t`Not rated yet`}</span>
                <span className="text-slate-700">{t`Score ${s.score}`}</span>
                <Button
                  size="sm"
                  variant="success"
                  disabled={decide.isPending}
                  aria-label={t`Accept ${name}`}
                  onClick={() => onAccept(s.request, name)}
                >
                  {t`Accept`}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
