import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type PaginatedUsers,
  ROLE_LABELS,
  ROLES,
  type User,
} from "@catercrew/shared";
import { Bell, Copy, Eye, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Input, Select } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { type Column, DataTable } from "@/components/ui/table";
import { notify } from "@/components/ui/toast";
import { useDeleteUser } from "./api/delete-user";
import { hasAnyFilter, type UserFilters, useFilterUsers } from "./api/filter-users";
import { useUsersPage } from "./api/get-users-page";
import { usePendingCount } from "./api/pending-count";
import { useResetPassword } from "./api/reset-password";
import { useSearchUsers } from "./api/search-users";
import { UserDetailsDialog } from "./components/user-details-dialog";
import { UserFormDialog } from "./components/user-form-dialog";

type Mode = { kind: "all" } | { kind: "search"; text: string } | { kind: "filter"; filters: UserFilters };

const NO_FILTERS: UserFilters = { role: "", employment_type: "", has_bike: "" };
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((e) => ({ value: e, label: EMPLOYMENT_TYPE_LABELS[e] }));
const BIKE_OPTIONS = [
  { value: "true", label: "Has bike" },
  { value: "false", label: "No bike" },
];

function IconButton({
  label,
  onClick,
  children,
  tone = "text-slate-700 hover:bg-slate-100",
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${tone}`}
    >
      {children}
    </button>
  );
}

export function UsersPage() {
  const [mode, setMode] = useState<Mode>({ kind: "all" });
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [hint, setHint] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [toReset, setToReset] = useState<User | null>(null);
  const [newPassword, setNewPassword] = useState<{ user: User; password: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const all = useUsersPage(page, mode.kind === "all");
  const search = useSearchUsers(mode.kind === "search" ? mode.text : null);
  const filter = useFilterUsers(mode.kind === "filter" ? mode.filters : null);
  const pending = usePendingCount();
  const del = useDeleteUser();
  const reset = useResetPassword();

  const active = mode.kind === "all" ? all : mode.kind === "search" ? search : filter;
  const data: PaginatedUsers | undefined = active.data;
  const fallback =
    mode.kind === "all"
      ? "Failed to fetch users"
      : mode.kind === "search"
        ? "Failed to search users"
        : "Failed to filter users";
  const loadError = active.isError && active.error !== dismissed ? active.error.message || fallback : null;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const text = searchText.trim();
    if (!text) {
      setHint("Type a name, User Id, mobile or place to search.");
      return;
    }
    setHint(null);
    setMode({ kind: "search", text });
  };
  const onFilter = () => {
    if (!hasAnyFilter(filters)) {
      setHint("Choose a role, employment type or bike filter first.");
      return;
    }
    setHint(null);
    setMode({ kind: "filter", filters: { ...filters } });
  };
  const onClear = () => {
    setSearchText("");
    setFilters(NO_FILTERS);
    setHint(null);
    setMode({ kind: "all" });
    setPage(1);
  };

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (u: User) => {
    setViewId(null);
    setEditing(u);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setActionError(null);
    try {
      const res = await del.mutateAsync(toDelete.id);
      if (res.deactivated) notify.info(res.message, { duration: 8000 });
      else notify.success(res.message);
      setToDelete(null);
    } catch (err) {
      setActionError(err instanceof Error && err.message ? err.message : "Failed to delete user");
      setToDelete(null);
    }
  };

  const confirmReset = async () => {
    if (!toReset) return;
    setActionError(null);
    try {
      const res = await reset.mutateAsync(toReset.id);
      setNewPassword({ user: toReset, password: res.password });
      setToReset(null);
    } catch (err) {
      setActionError(err instanceof Error && err.message ? err.message : "Failed to reset password");
      setToReset(null);
    }
  };

  const columns: Column<User>[] = [
    {
      key: "user_name",
      header: "Name",
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-slate-900">{u.user_name}</span>
          {!u.is_active && <Badge tone="danger">Deactivated</Badge>}
          {u.is_active && !u.is_approved && <Badge tone="warning">Pending</Badge>}
        </span>
      ),
    },
    {
      key: "user_id",
      header: "User Id",
      cell: (u) => <span className="font-mono text-xs">{u.user_id}</span>,
    },
    {
      key: "password",
      header: "Password",
      cell: (u) => (
        <span className="flex items-center gap-2">
          <span className="font-mono tracking-widest text-slate-500">
            <span aria-hidden="true">••••••</span>
            <span className="sr-only">Password hidden</span>
          </span>
          <Button
            variant="link"
            size="sm"
            onClick={() => setToReset(u)}
            aria-label={`Reset password of ${u.user_name}`}
          >
            Reset password
          </Button>
        </span>
      ),
    },
    { key: "mobile_number", header: "Mobile", cell: (u) => u.mobile_number ?? "N/A" },
    { key: "role", header: "Role", cell: (u) => ROLE_LABELS[u.role] },
    {
      key: "actions",
      header: "Actions",
      hideOnCard: true,
      cell: (u) => (
        <span className="flex gap-1">
          <IconButton label={`View ${u.user_name}`} onClick={() => setViewId(u.id)}>
            <Eye className="h-5 w-5" aria-hidden="true" />
          </IconButton>
          <IconButton label={`Edit ${u.user_name}`} onClick={() => openEdit(u)}>
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </IconButton>
          <IconButton
            label={`Delete ${u.user_name}`}
            onClick={() => setToDelete(u)}
            tone="text-red-700 hover:bg-red-50"
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </IconButton>
        </span>
      ),
    },
  ];

  const rows = data?.results ?? [];
  const total = data?.pagination.total_items ?? 0;
  const placeholder = active.isPending
    ? "Loading users..."
    : loadError
      ? `Failed to load users: ${loadError}`
      : mode.kind === "all"
        ? "No users yet."
        : "No users found matching your criteria.";

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Users Management</h2>
        <div className="flex items-center gap-2">
          <Link
            to={paths.admin.userRequest}
            className="relative flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`User requests: ${pending.data ?? 0} pending`}
          >
            <Bell className="h-5 w-5" aria-hidden="true" />
            {(pending.data ?? 0) > 0 && (
              <span
                aria-hidden="true"
                className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
              >
                {pending.data}
              </span>
            )}
          </Link>
          <Button onClick={openCreate} icon={<Plus className="h-4 w-4" aria-hidden="true" />}>
            Create User
          </Button>
        </div>
      </div>

      <section
        aria-label="Search and filters"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <form aria-label="Search users" onSubmit={onSearch} className="flex gap-2">
          <Input
            label="Search users"
            hideLabel
            type="search"
            placeholder="Search by name, User Id, mobile or place"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" icon={<Search className="h-4 w-4" aria-hidden="true" />}>
            Search
          </Button>
        </form>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select
            label="Role"
            placeholder="All roles"
            options={ROLE_OPTIONS}
            value={filters.role}
            onChange={(e) => setFilters((f) => ({ ...f, role: e.target.value }))}
          />
          <Select
            label="Employment type"
            placeholder="All types"
            options={EMPLOYMENT_OPTIONS}
            value={filters.employment_type}
            onChange={(e) => setFilters((f) => ({ ...f, employment_type: e.target.value }))}
          />
          <Select
            label="Bike"
            placeholder="Any"
            options={BIKE_OPTIONS}
            value={filters.has_bike}
            onChange={(e) => setFilters((f) => ({ ...f, has_bike: e.target.value }))}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={onFilter}>
            Filter
          </Button>
          <Button variant="outline" onClick={onClear}>
            Clear
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-slate-600">
          {hint}
        </p>
      </section>

      {loadError && (
        <Alert tone="error" onDismiss={() => setDismissed(active.error)}>
          {loadError}{" "}
          <button type="button" className="font-semibold underline" onClick={() => active.refetch()}>
            Try again
          </button>
        </Alert>
      )}
      {actionError && (
        <Alert tone="error" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}

      {mode.kind !== "all" && data && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {total} {total === 1 ? "user" : "users"} found
          {mode.kind === "search" ? ` for "${mode.text}"` : ""}
          {total > rows.length ? ` · showing the first ${rows.length}; refine to narrow down` : ""}
        </p>
      )}

      <div aria-busy={active.isFetching || undefined}>
        <DataTable
          caption="Users"
          columns={columns}
          rows={active.isError ? [] : rows}
          rowKey={(u) => u.id}
          placeholder={placeholder}
          cardActions={(u) => (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setViewId(u.id)}
                aria-label={`View ${u.user_name}`}
              >
                View
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => openEdit(u)}
                aria-label={`Edit ${u.user_name}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setToDelete(u)}
                aria-label={`Delete ${u.user_name}`}
              >
                Delete
              </Button>
            </>
          )}
        />
      </div>

      {mode.kind === "all" && data && (
        <div className="flex flex-col items-center gap-2">
          <Pagination
            page={page}
            totalPages={data.pagination.total_pages}
            onPage={(p) => setPage(Math.min(Math.max(1, p), data.pagination.total_pages))}
            label="Users pages"
          />
          <p className="text-sm text-slate-600">
            Page {data.pagination.current_page} of {data.pagination.total_pages} · {total} users
          </p>
        </div>
      )}

      <UserFormDialog open={formOpen} user={editing} onClose={() => setFormOpen(false)} />
      <UserDetailsDialog userId={viewId} onClose={() => setViewId(null)} onEdit={openEdit} />

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        title="Delete User"
        message="Are you sure you want to delete this user? This action cannot be undone."
        confirmLabel="Delete"
        busy={del.isPending}
      >
        {toDelete && (
          <p className="text-sm text-slate-700">
            <strong>{toDelete.user_name}</strong> ({toDelete.user_id}). A user with works, ratings or wages is
            deactivated instead, so those records are kept.
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={toReset !== null}
        onClose={() => setToReset(null)}
        onConfirm={confirmReset}
        title="Reset Password"
        message={`Set a new random password for ${toReset?.user_name ?? "this user"}? They will be signed out everywhere.`}
        confirmLabel="Reset password"
        tone="primary"
        busy={reset.isPending}
      />

      <Dialog
        open={newPassword !== null}
        onClose={() => setNewPassword(null)}
        title="New Password"
        description="Shown only once. Give it to the user now; it cannot be displayed again."
        size="sm"
        footer={<Button onClick={() => setNewPassword(null)}>Done</Button>}
      >
        {newPassword && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {newPassword.user.user_name} ({newPassword.user.user_id})
            </p>
            <div className="flex items-center gap-2">
              <output
                data-testid="new-password"
                className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg"
              >
                {newPassword.password}
              </output>
              <IconButton
                label="Copy password"
                onClick={() => {
                  void navigator.clipboard?.writeText(newPassword.password).then(
                    () => notify.success("Copied"),
                    () => undefined,
                  );
                }}
              >
                <Copy className="h-5 w-5" aria-hidden="true" />
              </IconButton>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
