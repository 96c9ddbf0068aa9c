import { WORKER_ROLES, type WorkerRole } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import { useCallback, useMemo, useState } from "react";

/** Approved, active workers by role, and the chosen role's list filtered by the search text. */
export function useCandidates(all: User[] | undefined, role: WorkerRole, search: string) {
  const byRole = useMemo(() => {
    const map = new Map<WorkerRole, User[]>(WORKER_ROLES.map((r) => [r, []]));
    for (const u of all ?? []) {
      if (u.role === "admin" || !u.is_approved || !u.is_active) continue;
      map.get(u.role)?.push(u);
    }
    return map;
  }, [all]);

  const list = (byRole.get(role) ?? []).filter((u) => {
    const q = search.trim().toLowerCase();
    return (
      !q || `${u.user_name} ${u.user_id} ${u.place ?? ""} ${u.mobile_number ?? ""}`.toLowerCase().includes(q)
    );
  });
  return { byRole, list };
}

/** The ids ticked in the list. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}
