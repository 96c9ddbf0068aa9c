import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, ROLE_LABELS } from "@catercrew/shared/enums";
import type { UserRequest } from "@catercrew/shared/schemas/users";
import { t } from "@lingui/core/macro";
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/table";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { districtLabel, labelOf } from "@/lib/labels";

const yesNo = (v: boolean) => (v ? t`Yes` : t`No`);

function StatusBadge({ u }: { u: UserRequest }) {
  if (u.request_status === "approved") return <Badge tone="success">{t`Approved`}</Badge>;
  if (u.request_status === "rejected") return <Badge tone="danger">{t`Rejected`}</Badge>;
  return <Badge tone="warning">{t`Pending`}</Badge>;
}

function employmentLabel(value: string | null): string {
  if (!value) return t`N/A`;
  const type = EMPLOYMENT_TYPES.find((t) => t === value);
  return type ? labelOf(EMPLOYMENT_TYPE_LABELS, type) : value;
}

type Open = (u: UserRequest, action: "approve" | "reject") => void;

/** A row's Approve / Reject / Revoke Approval buttons (they open the confirmation). */
export const userRequestActions = (open: Open) => (u: UserRequest) => {
  const name = u.user_name;
  return u.request_status === "approved" ? (
    <Button
      size="sm"
      variant="outline"
      onClick={() => open(u, "reject")}
      aria-label={t`Revoke approval of ${name}`}
    >
      {t`Revoke Approval`}
    </Button>
  ) : (
    <span className="flex flex-wrap gap-2">
      <Button size="sm" variant="success" onClick={() => open(u, "approve")} aria-label={t`Approve ${name}`}>
        {t`Approve`}
      </Button>
      {u.request_status === "pending" && (
        <Button size="sm" variant="danger" onClick={() => open(u, "reject")} aria-label={t`Reject ${name}`}>
          {t`Reject`}
        </Button>
      )}
    </span>
  );
};

/** Experience, bike and licence in one cell (keeps the table inside 1366 px). */
function Details({ u }: { u: UserRequest }) {
  const name = u.user_name;
  return (
    <span className="flex flex-col gap-0.5 text-xs text-slate-700">
      <span>{employmentLabel(u.employment_type)}</span>
      <span>
        {t`Experienced`}: {yesNo(u.experienced)} · {t`Bike`}: {yesNo(u.has_bike)}
      </span>
      <span>
        {t`License`}:{" "}
        {u.license_image ? (
          <a
            href={u.license_image}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            aria-label={t`View license of ${name} (opens in a new tab)`}
          >
            {t`View`} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : (
          yesNo(u.has_license)
        )}
      </span>
    </span>
  );
}

/**
 * The user-requests table's columns: seven, with the name first, so the table fits the admin
 * content box at 1366 px (the phone and tablet widths get cards).
 */
export function userRequestColumns(open: Open): Column<UserRequest>[] {
  const actions = userRequestActions(open);
  return [
    {
      key: "user_name",
      header: t`Name`,
      sortable: true,
      cell: (u) => (
        <span className="flex min-w-[8rem] flex-col">
          <span className="font-medium break-words">{u.user_name}</span>
          <span className="font-mono text-xs text-slate-600">{u.user_id}</span>
        </span>
      ),
    },
    { key: "role", header: t`Role`, sortable: true, cell: (u) => labelOf(ROLE_LABELS, u.role) },
    {
      key: "mobile_number",
      header: t`Mobile`,
      sortable: true,
      cell: (u) => (
        <PhoneLinks mobile={u.mobile_number} name={u.user_name} className="flex-col items-start" />
      ),
    },
    {
      key: "place",
      header: t`Place`,
      sortable: true,
      cell: (u) => (
        <span className="flex flex-col">
          <span>{u.place || t`N/A`}</span>
          <span className="text-xs text-slate-600">{u.district ? districtLabel(u.district) : t`N/A`}</span>
        </span>
      ),
    },
    { key: "details", header: t`Details`, cell: (u) => <Details u={u} /> },
    { key: "is_approved", header: t`Status`, sortable: true, cell: (u) => <StatusBadge u={u} /> },
    { key: "actions", header: t`Actions`, hideOnCard: true, cell: actions },
  ];
}
