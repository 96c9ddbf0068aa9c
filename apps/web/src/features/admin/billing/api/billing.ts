import type {
  BillingSettings,
  BillingSettingsInput,
  RateCard,
  RateCardInput,
} from "@catercrew/shared/schemas/billing";
import type {
  CreditNoteInput,
  Invoice,
  InvoiceListRow,
  InvoicePatchInput,
} from "@catercrew/shared/schemas/billing-invoices";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { billingKeys, useInvalidateBilling } from "@/entities/client/client-api";
import { api } from "@/lib/api-client";

/** The billing screens' calls (admins only): settings, rate cards, clients, bills. */
const area = "admin" as const;

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
