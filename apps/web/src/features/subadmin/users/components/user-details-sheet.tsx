import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, ROLE_LABELS, type User } from "@catercrew/shared";
import type { ReactNode } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { DetailRow } from "../../common/components/detail-row";

const yesNo = (v: boolean) => (v ? "Yes" : "No");

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-brand-700">{title}</h3>
      <dl className="divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

/** A user's details: basic info, account status, location, employment, timeline (N/A when empty). */
export function UserDetailsSheet({
  user,
  onClose,
  onEdit,
}: {
  user: User | null;
  onClose: () => void;
  onEdit: (u: User) => void;
}) {
  return (
    <BottomSheet
      open={user !== null}
      onClose={onClose}
      title={user?.user_name ?? ""}
      description={user ? ROLE_LABELS[user.role] : undefined}
      footer={
        user && (
          <Button variant="outline" onClick={() => onEdit(user)}>
            Edit
          </Button>
        )
      }
    >
      {user && (
        <div className="flex flex-col gap-4">
          <Section title="Basic info">
            <DetailRow label="User ID" value={user.user_id} />
            <DetailRow label="Name" value={user.user_name} />
            <DetailRow label="Email" value={user.email} />
            <DetailRow label="Mobile" value={user.mobile_number} />
            <DetailRow label="Role" value={ROLE_LABELS[user.role]} />
          </Section>
          <Section title="Account status">
            <DetailRow label="Active" value={user.is_active ? "Active" : "Inactive"} />
            <DetailRow label="Approved" value={yesNo(user.is_approved)} />
            <DetailRow label="Staff" value={yesNo(user.is_staff)} />
          </Section>
          <Section title="Location">
            <DetailRow label="Address" value={user.address} />
            <DetailRow
              label="District"
              value={user.district ? <span className="capitalize">{user.district}</span> : null}
            />
            <DetailRow label="Place" value={user.place} />
          </Section>
          <Section title="Employment">
            <DetailRow
              label="Employment type"
              value={
                user.employment_type
                  ? (EMPLOYMENT_TYPE_LABELS[user.employment_type as EmploymentType] ?? user.employment_type)
                  : null
              }
            />
            <DetailRow label="Experienced" value={yesNo(user.experienced)} />
            <DetailRow label="Has bike" value={yesNo(user.has_bike)} />
            <DetailRow label="Has license" value={yesNo(user.has_license)} />
          </Section>
          <Section title="Timeline">
            <DetailRow label="Created" value={user.created_at ? formatDateTime(user.created_at) : null} />
            <DetailRow label="Last login" value={user.last_login ? formatDateTime(user.last_login) : null} />
          </Section>
        </div>
      )}
    </BottomSheet>
  );
}
