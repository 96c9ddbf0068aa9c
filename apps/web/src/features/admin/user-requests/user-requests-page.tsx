import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  ROLE_LABELS,
  type UserRequest,
  type UserRequestSortField,
} from "@catercrew/shared";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Input, Select } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { type Column, DataTable } from "@/components/ui/table";
import { notify } from "@/components/ui/toast";
import { useApproveUser, useRejectUser } from "./api/decide-user-request";
import { USER_REQUESTS_PAGE_SIZE, type UserRequestsParams, useUserRequests } from "./api/get-user-requests";

const STATUS_OPTIONS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

const yesNo = (v: boolean) => (v ? "Yes" : "No");

function StatusBadge({ u }: { u: UserRequest }) {
  if (u.request_status === "approved") return <Badge tone="success">Approved</Badge>;
  if (u.request_status === "rejected") return <Badge tone="danger">Rejected</Badge>;
  return <Badge tone="warning">Pending</Badge>;
}

type Decision = { user: UserRequest; action: "approve" | "reject" };

export function UserRequestsPage() {
  const [searchInput, setSearchInput] = useState("");
  const [params, setParams] = useState<UserRequestsParams>({
    status: "all",
    search: "",
    sort: "id",
    order: "desc",
    page: 1,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  // Search as you type (debounced); a new search starts at page 1.
  useEffect(() => {
    const t = setTimeout(() => {
      setParams((p) => (p.search === searchInput.trim() ? p : { ...p, search: searchInput.trim(), page: 1 }));
    }, 300);
    return () => clearTimeout(t);
  }, [searchInput]);

  const q = useUserRequests(params);
  const approve = useApproveUser();
  const reject = useRejectUser();
  const busy = approve.isPending || reject.isPending;

  const onSort = (key: string) =>
    setParams((p) => ({
      ...p,
      sort: key as UserRequestSortField,
      order: p.sort === key && p.order === "asc" ? "desc" : "asc",
      page: 1,
    }));

  const confirm = async () => {
    if (!decision) return;
    setDecisionError(null);
    const m = decision.action === "approve" ? approve : reject;
    try {
      const res = await m.mutateAsync(decision.user);
      notify.success(res.message);
      setDecision(null);
    } catch (err) {
      // The dialog stays open with its buttons enabled again.
      console.error(
        decision.action === "approve" ? "Failed to approve user request" : "Failed to reject user request",
        err,
      );
      setDecisionError(err instanceof Error && err.message ? err.message : "Failed to approve user request");
    }
  };

  const open = (user: UserRequest, action: Decision["action"]) => {
    setDecisionError(null);
    setDecision({ user, action });
  };

  const actions = (u: UserRequest) =>
    u.request_status === "approved" ? (
      <Button
        size="sm"
        variant="outline"
        onClick={() => open(u, "reject")}
        aria-label={`Revoke approval of ${u.user_name}`}
      >
        Revoke Approval
      </Button>
    ) : (
      <span className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="success"
          onClick={() => open(u, "approve")}
          aria-label={`Approve ${u.user_name}`}
        >
          Approve
        </Button>
        {u.request_status === "pending" && (
          <Button
            size="sm"
            variant="danger"
            onClick={() => open(u, "reject")}
            aria-label={`Reject ${u.user_name}`}
          >
            Reject
          </Button>
        )}
      </span>
    );

  const columns: Column<UserRequest>[] = [
    { key: "id", header: "ID", sortable: true, cell: (u) => u.id },
    {
      key: "user_id",
      header: "User ID",
      sortable: true,
      cell: (u) => <span className="font-mono text-xs">{u.user_id}</span>,
    },
    {
      key: "user_name",
      header: "Name",
      sortable: true,
      cell: (u) => <span className="font-medium">{u.user_name}</span>,
    },
    { key: "mobile_number", header: "Mobile", sortable: true, cell: (u) => u.mobile_number ?? "N/A" },
    { key: "place", header: "Place", sortable: true, cell: (u) => u.place ?? "N/A" },
    {
      key: "district",
      header: "District",
      sortable: true,
      cell: (u) => <span className="capitalize">{u.district ?? "N/A"}</span>,
    },
    { key: "role", header: "Role", sortable: true, cell: (u) => ROLE_LABELS[u.role] },
    {
      key: "employment_type",
      header: "Employment",
      sortable: true,
      cell: (u) =>
        u.employment_type
          ? (EMPLOYMENT_TYPE_LABELS[u.employment_type as EmploymentType] ?? u.employment_type)
          : "N/A",
    },
    { key: "experienced", header: "Experienced", sortable: true, cell: (u) => yesNo(u.experienced) },
    { key: "has_bike", header: "Bike", sortable: true, cell: (u) => yesNo(u.has_bike) },
    {
      key: "has_license",
      header: "License",
      sortable: true,
      cell: (u) =>
        u.license_image ? (
          <a
            href={u.license_image}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            aria-label={`View license of ${u.user_name} (opens in a new tab)`}
          >
            View <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : (
          yesNo(u.has_license)
        ),
    },
    { key: "is_approved", header: "Status", sortable: true, cell: (u) => <StatusBadge u={u} /> },
    { key: "actions", header: "Actions", hideOnCard: true, cell: actions },
  ];

  const total = q.data?.count ?? 0;
  const rows = q.isError ? [] : (q.data?.users ?? []);
  const from = total === 0 ? 0 : (params.page - 1) * USER_REQUESTS_PAGE_SIZE + 1;
  const to = Math.min(total, params.page * USER_REQUESTS_PAGE_SIZE);
  const placeholder = q.isPending ? (
    "Loading users..."
  ) : q.isError ? (
    <span className="text-red-700">Failed to load users: {q.error.message}</span>
  ) : (
    "No users found matching your criteria."
  );
  const d = decision;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">User Requests</h2>
        <p className="text-sm text-slate-600">Worker applications: approve, reject or revoke approval.</p>
      </div>

      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Input
          label="Search"
          type="search"
          placeholder="Name, user ID, place or mobile"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
        />
        <Select
          label="Status"
          placeholder="All"
          options={STATUS_OPTIONS}
          value={params.status === "all" ? "" : params.status}
          onChange={(e) =>
            setParams((p) => ({
              ...p,
              status: (e.target.value || "all") as UserRequestsParams["status"],
              page: 1,
            }))
          }
        />
      </div>

      {q.isError && (
        <Alert tone="error">
          Failed to load users: {q.error.message}{" "}
          <button type="button" className="font-semibold underline" onClick={() => q.refetch()}>
            Try again
          </button>
        </Alert>
      )}

      <div aria-busy={q.isFetching || undefined}>
        <DataTable
          caption="Worker applications"
          columns={columns}
          rows={rows}
          rowKey={(u) => u.id}
          placeholder={placeholder}
          sort={{ key: params.sort, dir: params.order }}
          onSort={onSort}
          cardActions={actions}
        />
      </div>

      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {from} to {to} of {total} users
        </p>
        <Pagination
          page={params.page}
          totalPages={q.data?.pagination.total_pages ?? 1}
          onPage={(page) => setParams((p) => ({ ...p, page }))}
          label="User request pages"
        />
      </div>

      <ConfirmDialog
        open={d !== null}
        onClose={() => !busy && setDecision(null)}
        onConfirm={confirm}
        title={
          d?.action === "approve"
            ? "Approve User"
            : d?.user.request_status === "approved"
              ? "Revoke Approval"
              : "Reject User"
        }
        message={`Are you sure you want to ${d?.action === "approve" ? "approve" : "reject"} this user?`}
        confirmLabel={d?.action === "approve" ? "Approve" : "Reject"}
        tone={d?.action === "approve" ? "primary" : "danger"}
        busy={busy}
      >
        {d && (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-slate-600">Name</dt>
              <dd className="break-words">{d.user.user_name}</dd>
              <dt className="font-medium text-slate-600">User ID</dt>
              <dd>{d.user.user_id}</dd>
              <dt className="font-medium text-slate-600">Mobile</dt>
              <dd>{d.user.mobile_number ?? "N/A"}</dd>
              <dt className="font-medium text-slate-600">Place</dt>
              <dd className="break-words">{d.user.place ?? "N/A"}</dd>
              <dt className="font-medium text-slate-600">District</dt>
              <dd className="capitalize">{d.user.district ?? "N/A"}</dd>
            </dl>
            {decisionError && (
              <p role="alert" className="text-sm text-red-700">
                {decisionError}
              </p>
            )}
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
