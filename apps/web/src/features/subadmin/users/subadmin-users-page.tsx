import { ROLE_LABELS, type Role } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { Mail, Phone, Plus, RotateCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input, Select } from "@/components/ui/field";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { errorText } from "@/entities/subadmin/error-text";
import { NoShowsBadge } from "@/entities/user/no-shows-badge";
import { labelOf } from "@/lib/labels";
import { useUsers } from "./api/users";
import { UserDetailsSheet } from "./components/user-details-sheet";
import { UserFormSheet } from "./components/user-form-sheet";

function UserCard({ user, onOpen }: { user: User; onOpen: () => void }) {
  const { t } = useLingui();
  const code = user.user_id;
  return (
    <Card className="flex flex-col gap-1.5 p-3">
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          className="min-h-11 min-w-0 break-words text-left font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {user.user_name}
        </button>
        <Badge tone={user.role === "admin" ? "danger" : user.role === "boys" ? "neutral" : "info"}>
          {labelOf(ROLE_LABELS, user.role)}
        </Badge>
      </div>
      <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
        <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-all">{user.email || t`N/A`}</span>
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
        <PhoneLinks mobile={user.mobile_number} name={user.user_name} />
      </p>
      <div className="flex flex-wrap items-center justify-between gap-1 text-sm">
        <span className="text-slate-600">{t`User ID: ${code}`}</span>
        <span className="flex flex-wrap items-center gap-1">
          <NoShowsBadge count={user.no_shows} />
          <Badge tone={user.is_active ? "success" : "danger"}>
            {user.is_active ? t`Active` : t`Inactive`}
          </Badge>
        </span>
      </div>
    </Card>
  );
}

export function SubadminUsersPage() {
  const { t } = useLingui();
  const users = useUsers();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [details, setDetails] = useState<User | null>(null);
  const [form, setForm] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });

  const list = users.data ?? [];
  const rolesPresent = useMemo(() => [...new Set(list.map((u) => u.role))], [list]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return list.filter(
      (u) =>
        (!role || u.role === role) &&
        (!q ||
          u.user_name.toLowerCase().includes(q) ||
          (u.email ?? "").toLowerCase().includes(q) ||
          u.user_id.toLowerCase().includes(q)),
    );
  }, [list, search, role]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Users Management`}</h1>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Refresh`}
            onClick={() => users.refetch()}
            loading={users.isFetching}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          />
          <Button
            icon={<Plus className="h-4 w-4" aria-hidden="true" />}
            onClick={() => setForm({ open: true, user: null })}
          >
            {t`Add User`}
          </Button>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_14rem]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-400"
            aria-hidden="true"
          />
          <Input
            label={t`Search users`}
            hideLabel
            type="search"
            placeholder={t`Search by name, email or user ID`}
            className="pl-10"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Select
          label={t`Role`}
          hideLabel
          value={role}
          onChange={(e) => setRole(e.target.value as Role | "")}
          options={[
            { value: "", label: t`All Roles` },
            ...rolesPresent.map((r) => ({ value: r, label: labelOf(ROLE_LABELS, r) })),
          ]}
        />
      </div>
      {users.isPending ? (
        <SkeletonGrid count={6} />
      ) : users.isError ? (
        <ErrorState
          message={errorText(users.error, t`Failed to fetch users list`)}
          onRetry={() => users.refetch()}
        />
      ) : filtered.length === 0 ? (
        <EmptyState title={t`No users found`} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Users`}>
          {filtered.map((u) => (
            <li key={u.id}>
              <UserCard user={u} onOpen={() => setDetails(u)} />
            </li>
          ))}
        </ul>
      )}
      <UserDetailsSheet
        user={details}
        onClose={() => setDetails(null)}
        onEdit={(u) => {
          setDetails(null);
          setForm({ open: true, user: u });
        }}
      />
      <UserFormSheet open={form.open} user={form.user} onClose={() => setForm({ open: false, user: null })} />
    </div>
  );
}
