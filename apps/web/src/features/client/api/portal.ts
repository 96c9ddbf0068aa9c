import type {
  Booking,
  BookingInput,
  BookingNeeds,
  FeedbackInput,
  PortalSession,
  PortalWork,
  PortalWorkSummary,
  Quote,
} from "@catercrew/shared/schemas/client-portal";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clientApi, clientSession } from "./client-session";

const keys = {
  works: ["client", "works"] as const,
  work: (id: number) => ["client", "works", id] as const,
  bookings: ["client", "bookings"] as const,
  quote: (needs: BookingNeeds) => ["client", "quote", needs] as const,
};

/** While the crew is arriving, the work's page asks again by itself. */
export const CREW_REFRESH_MS = 15_000;

export function useAskCode() {
  return useMutation({
    mutationFn: (mobile: string) =>
      api<{ message: string }>("/client-portal/signin-code/", { method: "POST", body: { mobile } }),
  });
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: { mobile: string; code: string } | { token: string }) =>
      api<PortalSession>("/client-portal/signin/", { method: "POST", body }),
    onSuccess: (session) => clientSession.set(session),
  });
}

export const useClientWorks = () =>
  useQuery({
    queryKey: keys.works,
    queryFn: ({ signal }) => clientApi<PortalWorkSummary[]>("/client-portal/works/", { signal }),
  });

export const useClientWork = (id: number) =>
  useQuery({
    queryKey: keys.work(id),
    queryFn: ({ signal }) => clientApi<PortalWork>(`/client-portal/works/${id}/`, { signal }),
    refetchInterval: CREW_REFRESH_MS,
  });

export const useClientBookings = () =>
  useQuery({
    queryKey: keys.bookings,
    queryFn: ({ signal }) => clientApi<Booking[]>("/client-portal/bookings/", { signal }),
  });

/** The price of what he is asking for, as he types (no writes). */
export const useQuote = (needs: BookingNeeds | null) =>
  useQuery({
    queryKey: keys.quote(needs ?? { boys: 0, head_boys: 0, supervisors: 0, captains: 0 }),
    queryFn: ({ signal }) =>
      clientApi<Quote>("/client-portal/quote/", { method: "POST", body: { needs }, signal }),
    enabled: needs !== null,
    placeholderData: keepPreviousData,
  });

export function useBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingInput) =>
      clientApi<Booking>("/client-portal/bookings/", { method: "POST", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.bookings }),
  });
}

export function useGiveFeedback(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackInput) =>
      clientApi<PortalWork["feedback"]>(`/client-portal/works/${workId}/feedback/`, { method: "POST", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.work(workId) }),
  });
}
