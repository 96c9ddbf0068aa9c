import type {
  BillingSettings,
  BillingSettingsInput,
  RateCard,
  RateCardInput,
} from "@catercrew/shared/schemas/billing";
import type {
  Client,
  ClientCreateInput,
  ClientDetail,
  ClientPatchInput,
  ProposedPrice,
} from "@catercrew/shared/schemas/billing-clients";
import type {
  CreditNoteInput,
  Invoice,
  InvoiceListRow,
  InvoicePatchInput,
} from "@catercrew/shared/schemas/billing-invoices";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The billing screens' calls (admins only): settings, rate cards, clients, bills. */
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

function useInvalidateBilling() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: billingKeys.all });
}

export const useBillingSettings = () =>
  useQuery(
    queryOptions({
      queryKey: billingKeys.settings(),
      queryFn: () => api<BillingSettings>("/billing/settings/", { area }),
    }),
  );

export function useSaveSettings() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (body: BillingSettingsInput) =>
      api<BillingSettings>("/billing/settings/", { method: "PUT", body, area }),
    onSuccess: invalidate,
  });
}

export const useDefaultRates = () =>
  useQuery({
    queryKey: billingKeys.rates(),
    queryFn: () => api<{ rates: RateCard }>("/billing/rates/", { area }),
  });

export function useSaveRates(clientId: number | null) {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (body: RateCardInput) =>
      api<{ rates: RateCard }>(clientId === null ? "/billing/rates/" : `/clients/${clientId}/rates/`, {
        method: "PUT",
        body,
        area,
      }),
    onSuccess: invalidate,
  });
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

export const useInvoices = (clientId: number | null) =>
  useQuery({
    queryKey: billingKeys.invoices(clientId),
    queryFn: () =>
      api<InvoiceListRow[]>(`/invoices/${clientId === null ? "" : `?client_id=${clientId}`}`, { area }),
  });

export const useInvoice = (id: number) =>
  useQuery({ queryKey: billingKeys.invoice(id), queryFn: () => api<Invoice>(`/invoices/${id}/`, { area }) });

export function useInvoiceActions(id: number) {
  const invalidate = useInvalidateBilling();
  const opts = { onSuccess: invalidate };
  return {
    patch: useMutation({
      mutationFn: (body: InvoicePatchInput) =>
        api<Invoice>(`/invoices/${id}/`, { method: "PATCH", body, area }),
      ...opts,
    }),
    issue: useMutation({
      mutationFn: (invoice_date: string | undefined) =>
        api<Invoice>(`/invoices/${id}/issue/`, {
          method: "POST",
          body: invoice_date ? { invoice_date } : {},
          area,
        }),
      ...opts,
    }),
    credit: useMutation({
      mutationFn: (body: CreditNoteInput) =>
        api<Invoice>(`/invoices/${id}/credit-notes/`, { method: "POST", body, area }),
      ...opts,
    }),
  };
}

export function useDraftInvoice() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (work_id: number) => api<Invoice>("/invoices/", { method: "POST", body: { work_id }, area }),
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
