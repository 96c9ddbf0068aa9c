import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/table";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { NoShowsBadge } from "@/entities/user/no-shows-badge";
import { labelOf } from "@/lib/labels";
import { IconButton } from "./icon-button";

export interface UserRowActions {
  onView: (u: User) => void;
  onEdit: (u: User) => void;
  onDelete: (u: User) => void;
  onResetPassword: (u: User) => void;
}

/** The users table (cards on phones) with view, edit, delete and reset-password actions. */
export function UsersTable({
  rows,
  placeholder,
  onView,
  onEdit,
  onDelete,
  onResetPassword,
}: { rows: User[]; placeholder: string } & UserRowActions) {
  const { t } = useLingui();
  const columns: Column<User>[] = [
    {
      key: "user_name",
      header: t`Name`,
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-slate-900">{u.user_name}</span>
          {!u.is_active && <Badge tone="danger">{t`Deactivated`}</Badge>}
          {u.is_active && !u.is_approved && <Badge tone="warning">{t`Pending`}</Badge>}
          <NoShowsBadge count={u.no_shows} />
        </span>
      ),
    },
    {
      key: "user_id",
      header: t`User Id`,
      cell: (u) => <span className="font-mono text-xs">{u.user_id}</span>,
    },
    {
      key: "password",
      header: t`Password`,
      cell: (u) => {
        const name = u.user_name;
        return (
          <span className="flex items-center gap-2">
            <span className="font-mono tracking-widest text-slate-500">
              <span aria-hidden="true">••••••</span>
              <span className="sr-only">{t`Password hidden`}</span>
            </span>
            <Button
              variant="link"
              size="sm"
              onClick={() => onResetPassword(u)}
              aria-label={t`Reset password of ${name}`}
            >
              {t`Reset password`}
            </Button>
          </span>
        );
      },
    },
    {
      key: "mobile_number",
      header: t`Mobile`,
      cell: (u) => <PhoneLinks mobile={u.mobile_number} name={u.user_name} />,
    },
    { key: "role", header: t`Role`, cell: (u) => labelOf(ROLE_LABELS, u.role) },
    {
      key: "actions",
      header: t`Actions`,
      hideOnCard: true,
      cell: (u) => {
        const name = u.user_name;
        return (
          <span className="flex gap-1">
            <IconButton label={t`View ${name}`} onClick={() => onView(u)}>
              <Eye className="h-5 w-5" aria-hidden="true" />
            </IconButton>
            <IconButton label={t`Edit ${name}`} onClick={() => onEdit(u)}>
              <Pencil className="h-5 w-5" aria-hidden="true" />
            </IconButton>
            <IconButton
              label={t`Delete ${name}`}
              onClick={() => onDelete(u)}
              tone="text-red-700 hover:bg-red-50"
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </IconButton>
          </span>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t`Users`}
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      placeholder={placeholder}
      cardActions={(u) => {
        const name = u.user_name;
        return (
          <>
            <Button size="sm" variant="outline" onClick={() => onView(u)} aria-label={t`View ${name}`}>
              {t`View`}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onEdit(u)} aria-label={t`Edit ${name}`}>
              {t`Edit`}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(u)} aria-label={t`Delete ${name}`}>
              {t`Delete`}
            </Button>
          </>
        );
      }}
    />
  );
}
