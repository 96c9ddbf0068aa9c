import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "@/components/ui/dialog";
import { districtLabel, labelOf } from "@/lib/labels";

/** A user's profile at a glance (from the assign list). */
export function UserSummaryDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useLingui();
  const na = t`N/A`;
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`);
  return (
    <Dialog open={user !== null} onClose={onClose} size="sm" title={user?.user_name ?? ""}>
      {user && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {(
            [
              [t`User ID`, user.user_id],
              [t`Role`, labelOf(ROLE_LABELS, user.role)],
              [t`Mobile`, user.mobile_number || na],
              [t`Place`, user.place || na],
              [t`District`, user.district ? districtLabel(user.district) : na],
              [t`Experienced`, yesNo(user.experienced)],
              [t`Has bike`, yesNo(user.has_bike)],
              [t`Has license`, yesNo(user.has_license)],
              [t`No-shows (90 days)`, String(user.no_shows ?? 0)],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
