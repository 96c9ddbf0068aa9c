import { EMPLOYMENT_TYPE_LABELS, ROLE_LABELS } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatDateTime } from "@/lib/format";
import { districtLabel, labelOf } from "@/lib/labels";
import { useUser } from "../api/get-user";
import { UserLateCancellations } from "./user-late-cancellations";
import { UserStrikes } from "./user-strikes";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 border-b border-slate-100 py-2 text-sm last:border-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Full details of a user, fetched fresh; the license image opens in a new tab (signed URL). */
export function UserDetailsDialog({
  userId,
  onClose,
  onEdit,
}: {
  userId: number | null;
  onClose: () => void;
  onEdit: (user: User) => void;
}) {
  const { t } = useLingui();
  const q = useUser(userId);
  const na = t`N/A`;
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`);
  const u = q.data;
  return (
    <Dialog
      open={userId !== null}
      onClose={onClose}
      title={t`User Details`}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t`Close`}
          </Button>
          {u && <Button onClick={() => onEdit(u)}>{t`Edit`}</Button>}
        </>
      }
    >
      {q.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t`Loading...`}</span>
          <SkeletonText lines={8} />
        </div>
      ) : q.isError ? (
        <ErrorState
          title={t`Failed to fetch user details`}
          message={q.error.message}
          onRetry={() => q.refetch()}
        />
      ) : u ? (
        <dl>
          <Row label={t`Name`}>{u.user_name}</Row>
          <Row label={t`User Id`}>{u.user_id}</Row>
          <Row label={t`Mobile`}>
            <PhoneLinks mobile={u.mobile_number} name={u.user_name} />
          </Row>
          <Row label={t`Email`}>{u.email || na}</Row>
          <Row label={t`Role`}>{labelOf(ROLE_LABELS, u.role)}</Row>
          <Row label={t`Status`}>
            <span className="flex flex-wrap gap-1">
              <Badge tone={u.is_approved ? "success" : "warning"}>
                {u.is_approved ? t`Approved` : t`Pending`}
              </Badge>
              {!u.is_active && <Badge tone="danger">{t`Deactivated`}</Badge>}
            </span>
          </Row>
          <Row label={t`Address`}>{u.address || na}</Row>
          <Row label={t`District`}>
            <span>{u.district ? districtLabel(u.district) : na}</span>
          </Row>
          <Row label={t`Place`}>{u.place || na}</Row>
          <Row label={t`Employment Type`}>
            {u.employment_type ? labelOf(EMPLOYMENT_TYPE_LABELS, u.employment_type) : na}
          </Row>
          <Row label={t`Experienced`}>{yesNo(u.experienced)}</Row>
          <Row label={t`Has Bike`}>{yesNo(u.has_bike)}</Row>
          <Row label={t`Has License`}>{yesNo(u.has_license)}</Row>
          <Row label={t`License Image`}>
            {u.license_image ? (
              <a
                href={u.license_image}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
              >
                {t`View license`} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t`(opens in a new tab)`}</span>
              </a>
            ) : (
              t`None`
            )}
          </Row>
          <Row label={t`Created`}>{formatDateTime(u.created_at)}</Row>
          <Row label={t`Last Login`}>{formatDateTime(u.last_login)}</Row>
          <Row label={t`No-shows (90 days)`}>{u.no_shows ?? 0}</Row>
        </dl>
      ) : null}
      {u && <UserStrikes userId={u.id} />}
      {u && <UserLateCancellations userId={u.id} />}
    </Dialog>
  );
}
