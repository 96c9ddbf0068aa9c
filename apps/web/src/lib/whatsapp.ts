/** Click-to-chat links (https://wa.me) and call links for Indian mobile numbers. */

export type ChatLanguage = "en" | "ml";

/** A greeting to prefill, in the person's language. */
export function greetingText(name: string | null | undefined, language: ChatLanguage = "en"): string {
  const who = name?.trim() ? ` ${name.trim()}` : "";
  return language === "ml" ? `നമസ്കാരം${who}, CaterCrew-ൽ നിന്നാണ്.` : `Hello${who}, this is CaterCrew.`;
}

/** wa.me link to a 10-digit mobile (country code 91), with an optional prefilled text. */
export function whatsappLink(mobile: string, text?: string): string {
  const digits = mobile.replace(/\D/g, "").slice(-10);
  return `https://wa.me/91${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** wa.me share link (no number: the person picks a chat or group). */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function callLink(mobile: string): string {
  return `tel:+91${mobile.replace(/\D/g, "").slice(-10)}`;
}
