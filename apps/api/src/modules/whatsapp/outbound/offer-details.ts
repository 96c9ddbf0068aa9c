import { type Language, t } from "@catercrew/shared";

/** The captain on a work's crew, whose number the crew calls on the day. */
export interface WorkCaptain {
  name: string;
  mobile: string;
}

/**
 * The details line of `job_offer_v2` and `work_confirmed_v3` (docs/decisions/063-whatsapp-inbox.md,
 * 070): the address, the map link, the captain's name and number once a captain is on the crew,
 * the dress and the transport, each only when the work has it, joined with " · " (a template
 * parameter holds no line breaks). A work with none of them says the details are in the app;
 * nothing is printed as "As usual" for a note that was never entered.
 */
export function offerDetails(
  work: { address: string | null; locationUrl: string | null },
  notes: { dress: string | null; transport: string | null },
  language: Language,
  captain: WorkCaptain | null = null,
): string {
  const parts: string[] = [];
  const address = work.address?.trim();
  if (address) parts.push(t(language, "whatsapp:offer.address", { address }));
  const link = work.locationUrl?.trim();
  if (link) parts.push(t(language, "whatsapp:offer.map", { link }));
  if (captain)
    parts.push(t(language, "whatsapp:offer.captain", { name: captain.name, mobile: captain.mobile }));
  const dress = notes.dress?.trim();
  if (dress) parts.push(t(language, "whatsapp:offer.dress", { dress }));
  const transport = notes.transport?.trim();
  if (transport) parts.push(t(language, "whatsapp:offer.transport", { transport }));
  const line = parts.join(" · ").replace(/\s*\n\s*/g, " ");
  return line || t(language, "whatsapp:offer.noDetails");
}
