import type { PaginatedUsers, User } from "@catercrew/shared/schemas/users";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Bell, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/lib/paths";
import { pageParam, useListParams } from "@/lib/use-list-params";
import { hasAnyFilter, type UserFilters, useFilterUsers } from "./api/filter-users";
import { useUsersPage } from "./api/get-users-page";
import { usePendingCount } from "./api/pending-count";
import { useSearchUsers } from "./api/search-users";
import { UserActionDialogs } from "./components/user-action-dialogs";
import { UserDetailsDialog } from "./components/user-details-dialog";
import { UserFormDialog } from "./components/user-form-dialog";
import { UsersTable } from "./components/users-table";
import { UsersToolbar } from "./components/users-toolbar";

/** The list's state in the URL: `?q=` a search, else `?role=&employment_type=&has_bike=` a filter, else pages. */
const LIST_DEFAULTS = { q: "", role: "", employment_type: "", has_bike: "", page: "1" };

type Mode = { kind: "all" } | { kind: "search"; text: string } | { kind: "filter"; filters: UserFilters };

/** Which list the URL asks for, and its query. */
function useUsersList() {
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const { role, employment_type, has_bike } = params;
  // One object per set of values: the toolbar shows it again when the URL changes.
  const filters: UserFilters = useMemo(
    () => ({ role, employment_type, has_bike }),
    [role, employment_type, has_bike],
  );
  const mode: Mode = params.q
    ? { kind: "search", text: params.q }
    : hasAnyFilter(filters)
      ? { kind: "filter", filters }
      : { kind: "all" };
  const page = pageParam(params.page);
  const all = useUsersPage(page, mode.kind === "all");
  const search = useSearchUsers(mode.kind === "search" ? mode.text : null);
  const filter = useFilterUsers(mode.kind === "filter" ? mode.filters : null);
  const active = mode.kind === "all" ? all : mode.kind === "search" ? search : filter;
  return { mode, page, filters, params, setParams, active };
}

export function UsersPage() {
  const { t } = useLingui();
  const { mode, page, filters, params, setParams, active } = useUsersList();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [toReset, setToReset] = useState<User | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const pending = usePendingCount();

  const data: PaginatedUsers | undefined = active.data;
  const fallback =
    mode.kind === "all"
      ? t`Failed to fetch users`
      : mode.kind === "search"
        ? t`Failed to search users`
        : t`Failed to filter users`;
  const loadError = active.isError && active.error !== dismissed ? active.error.message || fallback : null;
  const setPage = (p: number) => setParams({ page: String(p) });

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (u: User) => {
    setViewId(null);
    setEditing(u);
    setFormOpen(true);
  };

  const rows = data?.results ?? [];
  const total = data?.pagination.total_items ?? 0;
  const placeholder = active.isPending
    ? t`Loading users...`
    : loadError
      ? t`Failed to load users: ${loadError}`
      : mode.kind === "all"
        ? t`No users yet.`
        : t`No users found matching your criteria.`;
  const pendingCount = pending.data ?? 0;
  const shown = rows.length;
  const searchText = mode.kind === "search" ? mode.text : "";
  const currentPage = data?.pagination.current_page ?? page;
  const totalPages = data?.pagination.total_pages ?? 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t`Users Management`}</h2>
        <div className="flex items-center gap-2">
          <Link
            to={paths.admin.userRequest}
            className="relative flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t`User requests: ${pendingCount} pending`}
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
            {t`Create User`}
          </Button>
        </div>
      </div>

      <UsersToolbar
        search={params.q}
        filters={filters}
        onSearch={(q) => setParams({ ...LIST_DEFAULTS, q })}
        onFilter={(f) => setParams({ ...LIST_DEFAULTS, ...f })}
        onClear={() => setParams(LIST_DEFAULTS)}
      />

      {loadError && (
        <Alert tone="error" onDismiss={() => setDismissed(active.error)}>
          {loadError}{" "}
          <button type="button" className="font-semibold underline" onClick={() => active.refetch()}>
            {t`Try again`}
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
          {mode.kind === "search"
            ? plural(total, {
                one: `# user found for "${searchText}"`,
                other: `# users found for "${searchText}"`,
              })
            : plural(total, { one: "# user found", other: "# users found" })}
          {total > rows.length ? t` · showing the first ${shown}; refine to narrow down` : ""}
        </p>
      )}

      <div aria-busy={active.isFetching || undefined}>
        <UsersTable
          rows={active.isError ? [] : rows}
          placeholder={placeholder}
          onView={(u) => setViewId(u.id)}
          onEdit={openEdit}
          onDelete={(u) => {
            setActionError(null);
            setToDelete(u);
          }}
          onResetPassword={(u) => {
            setActionError(null);
            setToReset(u);
          }}
        />
      </div>

      {mode.kind === "all" && data && (
        <div className="flex flex-col items-center gap-2">
          <Pagination
            page={page}
            totalPages={data.pagination.total_pages}
            onPage={(p) => setPage(Math.min(Math.max(1, p), data.pagination.total_pages))}
            label={t`Users pages`}
          />
          <PageCount page={currentPage} pages={totalPages} total={total} />
        </div>
      )}

      <UserFormDialog open={formOpen} user={editing} onClose={() => setFormOpen(false)} />
      <UserDetailsDialog userId={viewId} onClose={() => setViewId(null)} onEdit={openEdit} />
      <UserActionDialogs
        toDelete={toDelete}
        toReset={toReset}
        onDone={() => {
          setToDelete(null);
          setToReset(null);
        }}
        onError={setActionError}
      />
    </div>
  );
}

/** "Page 2 of 5 · 1 user": the count in its plural form. */
function PageCount({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t } = useLingui();
  return (
    <p className="text-sm text-slate-600">
      {t`Page ${page} of ${pages}`} · {plural(total, { one: "# user", other: "# users" })}
    </p>
  );
}
