import {
  APPLICANT_STATUSES,
  USER_REQUEST_SORT_FIELDS,
  type UserRequest,
} from "@catercrew/shared/schemas/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Input, Select } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { DataTable } from "@/components/ui/table";
import { notify } from "@/components/ui/toast";
import { pageParam, useListParams } from "@/lib/use-list-params";
import { useApproveUser, useRejectUser } from "./api/decide-application";
import { USER_REQUESTS_PAGE_SIZE, type UserRequestsParams, useUserRequests } from "./api/get-applications";
import { userRequestActions, userRequestColumns } from "./components/application-columns";
import { type Decision, DecisionDialog } from "./components/decision-dialog";

const STATUS_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: "pending", label: msg`Pending` },
  { value: "approved", label: msg`Approved` },
  { value: "rejected", label: msg`Rejected` },
];

/** The list's state in the URL (status, search, sort, order, page). */
const LIST_DEFAULTS = { status: "all", search: "", sort: "id", order: "desc", page: "1" };

function parseParams(url: Record<keyof typeof LIST_DEFAULTS, string>): UserRequestsParams {
  return {
    status: APPLICANT_STATUSES.find((s) => s === url.status) ?? "all",
    search: url.search,
    sort: USER_REQUEST_SORT_FIELDS.find((f) => f === url.sort) ?? "id",
    order: url.order === "asc" ? "asc" : "desc",
    page: pageParam(url.page),
  };
}

export function UserRequestsPage() {
  const { t } = useLingui();
  const [url, setUrl] = useListParams(LIST_DEFAULTS);
  const params = parseParams(url);
  const [searchInput, setSearchInput] = useState(params.search);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  // Search as you type (debounced); a new search starts at page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput.trim() !== params.search) setUrl({ search: searchInput.trim(), page: "1" });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput, params.search, setUrl]);

  const q = useUserRequests(params);
  const approve = useApproveUser();
  const reject = useRejectUser();
  const busy = approve.isPending || reject.isPending;

  const onSort = (key: string) =>
    setUrl({ sort: key, order: params.sort === key && params.order === "asc" ? "desc" : "asc", page: "1" });

  const confirm = async (reason?: string) => {
    if (!decision) return;
    setDecisionError(null);
    const m = decision.action === "approve" ? approve : reject;
    try {
      const res = await m.mutateAsync({ user: decision.user, reason });
      notify.success(res.message);
      setDecision(null);
    } catch (err) {
      // The dialog stays open with its buttons enabled again.
      console.error(
        decision.action === "approve" ? "Failed to approve user request" : "Failed to reject user request",
        err,
      );
      setDecisionError(
        err instanceof Error && err.message
          ? err.message
          : decision.action === "approve"
            ? t`Failed to approve user request`
            : t`Failed to reject user request`,
      );
    }
  };

  const open = (user: UserRequest, action: Decision["action"]) => {
    setDecisionError(null);
    setDecision({ user, action });
  };

  const columns = userRequestColumns(open);

  const total = q.data?.count ?? 0;
  const rows = q.isError ? [] : (q.data?.users ?? []);
  const from = total === 0 ? 0 : (params.page - 1) * USER_REQUESTS_PAGE_SIZE + 1;
  const to = Math.min(total, params.page * USER_REQUESTS_PAGE_SIZE);
  const loadError = q.error?.message ?? "";
  const placeholder = q.isPending ? (
    t`Loading users...`
  ) : q.isError ? (
    <span className="text-red-700">{t`Failed to load users: ${loadError}`}</span>
  ) : (
    t`No users found matching your criteria.`
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t`User Requests`}</h2>
        <p className="text-sm text-slate-600">{t`Worker applications: approve, reject or revoke approval.`}</p>
      </div>

      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Input
          label={t`Search`}
          type="search"
          placeholder={t`Name, user ID, place or mobile`}
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
        />
        <Select
          label={t`Status`}
          placeholder={t`All`}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={params.status === "all" ? "" : params.status}
          onChange={(e) => setUrl({ status: e.target.value || "all", page: "1" })}
        />
      </div>

      {q.isError && (
        <Alert tone="error">
          {t`Failed to load users: ${loadError}`}{" "}
          <button type="button" className="font-semibold underline" onClick={() => q.refetch()}>
            {t`Try again`}
          </button>
        </Alert>
      )}

      <div aria-busy={q.isFetching || undefined}>
        <DataTable
          caption={t`Worker applications`}
          columns={columns}
          rows={rows}
          rowKey={(u) => u.id}
          placeholder={placeholder}
          sort={{ key: params.sort, dir: params.order }}
          onSort={onSort}
          cardActions={userRequestActions(open)}
          tableFrom="xl"
        />
      </div>

      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {plural(total, {
            one: `Showing ${from} to ${to} of # user`,
            other: `Showing ${from} to ${to} of # users`,
          })}
        </p>
        <Pagination
          page={params.page}
          totalPages={q.data?.pagination.total_pages ?? 1}
          onPage={(page) => setUrl({ page: String(page) })}
          label={t`User request pages`}
        />
      </div>

      <DecisionDialog
        decision={decision}
        busy={busy}
        error={decisionError}
        onClose={() => setDecision(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
