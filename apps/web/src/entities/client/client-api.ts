import type {
  Client,
  ClientCreateInput,
  ClientDetail,
  ClientPatchInput,
  ProposedPrice,
} from "@catercrew/shared/schemas/billing-clients";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The clients' calls (admins only) the billing screens and the work form share (record 056). */
const area = "admin" as const;
export const billingKeys = {
  all: ["admin", "billing"] as const,
  settings: () => [...billingKeys.all, "settings"] as const,
  rates: () => [...billingKeys.all, "rates"] as const,
  clients: (q: string) => [...billingKeys.all, "clients", q] as const,
  client: (id: number) => [...billingKeys.all, "client", id] as const,
  invoices: (clientId: number | null) => [...billingKeys.all, "invoices", clientId] as const,
  invoice: (id: number) => [...billingKeys.all, "invoice", id] as const,
  price: (clientId: number | null, people: PeopleByRole) =>
    [
      ...billingKeys.all,
      "price",
      clientId,
      people.boys,
      people.head_boy,
      people.supervisor,
      people.subadmin,
    ] as const,
};

export function useInvalidateBilling() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: billingKeys.all });
}

export const useClients = (q: string) =>
  useQuery({
    queryKey: billingKeys.clients(q),
    queryFn: ({ signal }) =>
      api<Client[]>(`/clients/?${new URLSearchParams(q ? { q } : {})}`, { area, signal }),
    staleTime: 15_000,
  });

export const useClient = (id: number) =>
  useQuery({
    queryKey: billingKeys.client(id),
    queryFn: () => api<ClientDetail>(`/clients/${id}/`, { area }),
  });

export function useSaveClient() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ClientCreateInput | ClientPatchInput }) =>
      id === null
        ? api<Client>("/clients/", { method: "POST", body, area })
        : api<Client>(`/clients/${id}/`, { method: "PATCH", body, area }),
    onSuccess: invalidate,
  });
}

/** People needed per role as the rate card prices them (a head boy is not also a boy). */
export interface PeopleByRole {
  boys: number;
  head_boy: number;
  supervisor: number;
  subadmin: number;
}

/**
 * A work's people needed (the form's counts: the boys' places include the head boys, record 055)
 * as the rate card's roles.
 */
export function peopleByRole(needed: {
  boys: number;
  headBoys: number;
  supervisors: number;
  captains: number;
}): PeopleByRole {
  const headBoy = Math.min(needed.headBoys, needed.boys);
  return {
    boys: needed.boys - headBoy,
    head_boy: headBoy,
    supervisor: needed.supervisors,
    subadmin: needed.captains,
  };
}

export const useProposedPrice = (clientId: number | null, people: PeopleByRole) =>
  useQuery({
    queryKey: billingKeys.price(clientId, people),
    queryFn: () =>
      api<ProposedPrice>(
        `/billing/proposed-price/?${new URLSearchParams({
          boys: String(people.boys),
          head_boy: String(people.head_boy),
          supervisor: String(people.supervisor),
          subadmin: String(people.subadmin),
          ...(clientId ? { client_id: String(clientId) } : {}),
        })}`,
        { area },
      ),
    enabled: people.boys + people.head_boy + people.supervisor + people.subadmin > 0,
    staleTime: 30_000,
  });
