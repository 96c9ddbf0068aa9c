// WhatsApp both ways: what the worker's screens read.
import { z } from "zod";

/** The "Get jobs on WhatsApp" link of the registration screen (null when WhatsApp is off). */
export const whatsappLinkResponseSchema = z.object({
  enabled: z.boolean(),
  link: z.string().nullable(),
});
export type WhatsappLinkResponse = z.infer<typeof whatsappLinkResponseSchema>;

/** The worker's WhatsApp: on (opted in), stopped (STOP) or off (never started). */
export const whatsappMeResponseSchema = z.object({
  enabled: z.boolean(),
  state: z.enum(["on", "stopped", "off"]),
  /** The number their START came from, "+919876543210". */
  wa_number: z.string().nullable(),
  opted_in_at: z.string().nullable(),
  /** wa.me link with "START <UserID> <key>" (null when WhatsApp is off). */
  link: z.string().nullable(),
});
export type WhatsappMeResponse = z.infer<typeof whatsappMeResponseSchema>;
