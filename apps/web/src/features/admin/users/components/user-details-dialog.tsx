import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, ROLE_LABELS, type User } from "@catercrew/shared";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useUser } from "../api/get-user";

const yesNo = (v: boolean) => (v ? "Yes" : "No");

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
  const q = useUser(userId);
  const u = q.data;
  return (
    <Dialog
      open={userId !== null}
      onClose={onClose}
      title="User Details"
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {u && <Button onClick={() => onEdit(u)}>Edit</Button>}
        </>
      }
    >
      {q.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <SkeletonText lines={8} />
        </div>
      ) : q.isError ? (
        <ErrorState
          title="Failed to fetch user details"
          message={q.error.message}
          onRetry={() => q.refetch()}
        />
      ) : u ? (
        <dl>
          <Row label="Name">{u.user_name}</Row>
          <Row label="User Id">{u.user_id}</Row>
          <Row label="Mobile">{u.mobile_number ?? "N/A"}</Row>
          <Row label="Email">{u.email ?? "N/A"}</Row>
          <Row label="Role">{ROLE_LABELS[u.role]}</Row>
          <Row label="Status">
            <span className="flex flex-wrap gap-1">
              <Badge tone={u.is_approved ? "success" : "warning"}>
                {u.is_approved ? "Approved" : "Pending"}
              </Badge>
              {!u.is_active && <Badge tone="danger">Deactivated</Badge>}
            </span>
          </Row>
          <Row label="Address">{u.address ?? "N/A"}</Row>
          <Row label="District">
            <span className="capitalize">{u.district ?? "N/A"}</span>
          </Row>
          <Row label="Place">{u.place ?? "N/A"}</Row>
          <Row label="Employment Type">
            {u.employment_type
              ? (EMPLOYMENT_TYPE_LABELS[u.employment_type as EmploymentType] ?? u.employment_type)
              : "N/A"}
          </Row>
          <Row label="Experienced">{yesNo(u.experienced)}</Row>
          <Row label="Has Bike">{yesNo(u.has_bike)}</Row>
          <Row label="Has License">{yesNo(u.has_license)}</Row>
          <Row label="License Image">
            {u.license_image ? (
              <a
                href={u.license_image}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
              >
                View license <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              "None"
            )}
          </Row>
          <Row label="Created">{formatDateTime(u.created_at)}</Row>
          <Row label="Last Login">{formatDateTime(u.last_login)}</Row>
        </dl>
      ) : null}
    </Dialog>
  );
}
