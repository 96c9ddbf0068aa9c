/**
 * What the outbound side reads from the inbound side (docs/decisions/041 and 042): the
 * template states Meta's webhooks report, the workers' "Not this time", and their answers to the
 * attendance reminder. One place, so the outbound files name a single seam.
 */
export { confirmationOf, declinedOf, hasDeclined, isTemplateUsable } from "../whatsapp.service.js";
