import { WORKER_ROLES, type WorkerRole } from "@catercrew/shared/enums";
import type { SameDayBooking } from "@catercrew/shared/schemas/assignments";
import type { User } from "@catercrew/shared/schemas/users";
import { useCallback, useMemo, useState } from "react";
import { useCandidateFacts, useSameDayBookings } from "../api/assignments";

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

type Selection = ReadonlyMap<WorkerRole, ReadonlySet<number>>;

/**
 * The ids ticked, kept per role: switching tabs keeps what was ticked on the others,
 * and the total counts every role.
 */
export function useSelection(role: WorkerRole) {
  const [byRole, setByRole] = useState<Selection>(new Map());
  const selected = byRole.get(role) ?? new Set<number>();
  const toggle = (id: number) =>
    setByRole((all) => {
      const next = new Set(all.get(role));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return new Map(all).set(role, next);
    });
  const clear = useCallback(() => setByRole(new Map()), []);
  const total = [...byRole.values()].reduce((n, s) => n + s.size, 0);
  return { byRole, selected, toggle, clear, total };
}

/** The work day's other bookings and the candidates' facts, each looked up by user id. */
export function useBookingsAndFacts(workId: number, open: boolean) {
  const bookings = useSameDayBookings(workId, open);
  const bookedOn = useMemo(() => {
    const map = new Map<number, SameDayBooking[]>();
    for (const b of bookings.data ?? []) map.set(b.user, [...(map.get(b.user) ?? []), b]);
    return map;
  }, [bookings.data]);
  const factsQuery = useCandidateFacts(workId, open);
  const facts = useMemo(() => new Map((factsQuery.data ?? []).map((f) => [f.user, f])), [factsQuery.data]);
  return { bookedOn, facts };
}
