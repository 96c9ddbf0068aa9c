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

/** The user-requests table's columns. */
export function userRequestColumns(open: Open): Column<UserRequest>[] {
  const actions = userRequestActions(open);
  return [
    { key: "id", header: t`ID`, sortable: true, cell: (u) => u.id },
    {
      key: "user_id",
      header: t`User ID`,
      sortable: true,
      cell: (u) => <span className="font-mono text-xs">{u.user_id}</span>,
    },
    {
      key: "user_name",
      header: t`Name`,
      sortable: true,
      cell: (u) => <span className="font-medium">{u.user_name}</span>,
    },
    {
      key: "mobile_number",
      header: t`Mobile`,
      sortable: true,
      cell: (u) => <PhoneLinks mobile={u.mobile_number} name={u.user_name} />,
    },
    { key: "place", header: t`Place`, sortable: true, cell: (u) => u.place ?? t`N/A` },
    {
      key: "district",
      header: t`District`,
      sortable: true,
      cell: (u) => <span>{u.district ? districtLabel(u.district) : t`N/A`}</span>,
    },
    { key: "role", header: t`Role`, sortable: true, cell: (u) => labelOf(ROLE_LABELS, u.role) },
    {
      key: "employment_type",
      header: t`Employment`,
      sortable: true,
      cell: (u) => employmentLabel(u.employment_type),
    },
    { key: "experienced", header: t`Experienced`, sortable: true, cell: (u) => yesNo(u.experienced) },
    { key: "has_bike", header: t`Bike`, sortable: true, cell: (u) => yesNo(u.has_bike) },
    {
      key: "has_license",
      header: t`License`,
      sortable: true,
      cell: (u) => {
        const name = u.user_name;
        return u.license_image ? (
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
        );
      },
    },
    { key: "is_approved", header: t`Status`, sortable: true, cell: (u) => <StatusBadge u={u} /> },
    { key: "actions", header: t`Actions`, hideOnCard: true, cell: actions },
  ];
}
