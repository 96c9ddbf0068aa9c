import type { AdminBooking, Booking } from "@catercrew/shared/schemas/client-portal";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const keys = {
  all: ["admin", "bookings"] as const,
  list: (status: string) => ["admin", "bookings", status] as const,
};

export const useBookings = (status: "requested" | "" = "") =>
  useQuery({
    queryKey: keys.list(status),
    queryFn: ({ signal }) =>
      api<AdminBooking[]>(`/bookings/${status ? `?status=${status}` : ""}`, { area: "admin", signal }),
  });

export function useConfirmBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment_amount }: { id: number; payment_amount?: string }) =>
      api<Booking>(`/bookings/${id}/confirm/`, {
        method: "POST",
        area: "admin",
        body: payment_amount ? { payment_amount } : {},
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeclineBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<Booking>(`/bookings/${id}/decline/`, { method: "POST", area: "admin", body: { reason } }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}
