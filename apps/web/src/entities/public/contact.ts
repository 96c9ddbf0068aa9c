/** The provider's contact details: the one place the chat number lives. */
export const CONTACT = {
  /** WhatsApp number in international form without "+" (Kerala mobile). */
  whatsapp: "919447012345",
  phoneDisplay: "+91 94470 12345",
  phoneHref: "tel:+919447012345",
  email: "hello@catercrew.in",
  office: "Cherpulassery, Palakkad, Kerala 679503",
  instagram: "https://www.instagram.com/catercrew.kerala",
  facebook: "https://www.facebook.com/catercrew.kerala",
} as const;

/** A WhatsApp chat link with a prefilled message (pass it in the visitor's language). */
export function chatLink(text: string): string {
  return `https://wa.me/${CONTACT.whatsapp}?text=${encodeURIComponent(text)}`;
}
