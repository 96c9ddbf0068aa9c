import { EMPLOYMENT_TYPE_LABELS, ROLE_LABELS } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { DetailRow } from "@/entities/subadmin/components/detail-row";
import { formatDateTime } from "@/lib/format";
import { districtLabel, labelOf } from "@/lib/labels";

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
  const { t } = useLingui();
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`);
  return (
    <BottomSheet
      open={user !== null}
      onClose={onClose}
      title={user?.user_name ?? ""}
      description={user ? labelOf(ROLE_LABELS, user.role) : undefined}
      footer={
        user && (
          <Button variant="outline" onClick={() => onEdit(user)}>
            {t`Edit`}
          </Button>
        )
      }
    >
      {user && (
        <div className="flex flex-col gap-4">
          <Section title={t`Basic info`}>
            <DetailRow label={t`User ID`} value={user.user_id} />
            <DetailRow label={t`Name`} value={user.user_name} />
            <DetailRow label={t`Email`} value={user.email} />
            <DetailRow
              label={t`Mobile`}
              value={
                user.mobile_number ? <PhoneLinks mobile={user.mobile_number} name={user.user_name} /> : null
              }
            />
            <DetailRow label={t`Role`} value={labelOf(ROLE_LABELS, user.role)} />
          </Section>
          <Section title={t`Account status`}>
            <DetailRow label={t`Active`} value={user.is_active ? t`Active` : t`Inactive`} />
            <DetailRow label={t`Approved`} value={yesNo(user.is_approved)} />
            <DetailRow label={t`Staff`} value={yesNo(user.is_staff)} />
          </Section>
          <Section title={t`Location`}>
            <DetailRow label={t`Address`} value={user.address} />
            <DetailRow
              label={t`District`}
              value={user.district ? <span>{districtLabel(user.district)}</span> : null}
            />
            <DetailRow label={t`Place`} value={user.place} />
          </Section>
          <Section title={t`Employment`}>
            <DetailRow
              label={t`Employment type`}
              value={user.employment_type ? labelOf(EMPLOYMENT_TYPE_LABELS, user.employment_type) : null}
            />
            <DetailRow label={t`Experienced`} value={yesNo(user.experienced)} />
            <DetailRow label={t`Has bike`} value={yesNo(user.has_bike)} />
            <DetailRow label={t`Has license`} value={yesNo(user.has_license)} />
          </Section>
          <Section title={t`Timeline`}>
            <DetailRow label={t`Created`} value={user.created_at ? formatDateTime(user.created_at) : null} />
            <DetailRow
              label={t`Last login`}
              value={user.last_login ? formatDateTime(user.last_login) : null}
            />
          </Section>
        </div>
      )}
    </BottomSheet>
  );
}
