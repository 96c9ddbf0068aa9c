import type { Fare } from "@catercrew/shared/schemas/fares";
import { useLingui } from "@lingui/react/macro";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { type Column, DataTable } from "@/components/ui/table";
import { notify } from "@/components/ui/toast";
import { formatINR } from "@/lib/format";
import { useDeleteFare, useFares } from "./api/fares";
import { FareFormDialog } from "./components/fare-form-dialog";
import { fareTypeLabel } from "./components/fare-labels";

export function FaresPage() {
  const { t } = useLingui();
  const typeLabel = (type: string) => fareTypeLabel(type);
  const fares = useFares();
  const del = useDeleteFare();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Fare | null>(null);
  const [toDelete, setToDelete] = useState<Fare | null>(null);
  const [error, setError] = useState<string | null>(null);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (f: Fare) => {
    setEditing(f);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    setError(null);
    try {
      await del.mutateAsync(toDelete.id);
      const type = typeLabel(toDelete.fare_type);
      notify.success(t`Fare ${type} deleted`);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t`Failed to delete fare`);
    }
    setToDelete(null);
  };

  const actions = (f: Fare) => {
    const type = typeLabel(f.fare_type);
    return (
      <span className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => openEdit(f)}
          aria-label={t`Edit ${type} fare`}
          icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Edit`}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => setToDelete(f)}
          aria-label={t`Delete ${type} fare`}
          icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Delete`}
        </Button>
      </span>
    );
  };
  const columns: Column<Fare>[] = [
    { key: "id", header: t`ID`, cell: (f) => f.id },
    {
      key: "fare_type",
      header: t`Fare Type`,
      cell: (f) => <span className="font-medium">{typeLabel(f.fare_type)}</span>,
    },
    { key: "amount", header: t`Amount`, cell: (f) => formatINR(f.amount) },
    { key: "actions", header: t`Actions`, hideOnCard: true, cell: actions },
  ];

  const deleteType = toDelete ? typeLabel(toDelete.fare_type) : "";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t`Fares Management`}</h2>
        <Button onClick={openAdd} icon={<Plus className="h-4 w-4" aria-hidden="true" />}>
          {t`Add Fare`}
        </Button>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {fares.isError ? (
        <ErrorState
          title={t`Failed to fetch fares`}
          message={fares.error.message}
          onRetry={() => fares.refetch()}
          retrying={fares.isFetching}
        />
      ) : (
        <div aria-busy={fares.isFetching || undefined}>
          <DataTable
            caption={t`Base fares`}
            columns={columns}
            rows={fares.data ?? []}
            rowKey={(f) => f.id}
            placeholder={fares.isPending ? t`Loading fares...` : t`No fares yet. Add one.`}
            cardActions={actions}
          />
        </div>
      )}
      <FareFormDialog open={formOpen} fare={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        title={t`Delete Fare`}
        message={t`Are you sure you want to delete the ${deleteType} fare?`}
        confirmLabel={t`Delete`}
        busy={del.isPending}
      />
    </div>
  );
}
