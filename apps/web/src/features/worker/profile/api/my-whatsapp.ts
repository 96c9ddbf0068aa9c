import type { WhatsappMeResponse } from "@catercrew/shared/schemas/whatsapp-link";
import { useQuery } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

/** GET /whatsapp/me/: on, stopped or off, the number, and the worker's own START link. */
export const useMyWhatsapp = () =>
  useQuery({
    queryKey: [...workerKeys.all, "whatsapp"] as const,
    queryFn: ({ signal }) => api<WhatsappMeResponse>("/whatsapp/me/", { area: "user", signal }),
  });
