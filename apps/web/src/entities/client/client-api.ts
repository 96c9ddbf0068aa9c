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
  price: (clientId: number | null, boys: number) => [...billingKeys.all, "price", clientId, boys] as const,
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

export const useProposedPrice = (clientId: number | null, boys: number) =>
  useQuery({
    queryKey: billingKeys.price(clientId, boys),
    queryFn: () =>
      api<ProposedPrice>(
        `/billing/proposed-price/?${new URLSearchParams({ boys: String(boys), ...(clientId ? { client_id: String(clientId) } : {}) })}`,
        { area },
      ),
    enabled: boys > 0,
    staleTime: 30_000,
  });
