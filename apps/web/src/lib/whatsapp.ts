/** Click-to-chat links (https://wa.me) and call links for Indian mobile numbers. */
import { type I18n, setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { messages as en } from "../locales/en/chat.po";
import { messages as ml } from "../locales/ml/chat.po";

export type ChatLanguage = "en" | "ml";

/**
 * The greeting's own catalogue, both languages loaded: it is written in the language of the person
 * it goes to, which need not be the screen's (docs/decisions/077-greeting-in-the-recipients-language.md).
 */
const chatI18n: Record<ChatLanguage, I18n> = {
  en: setupI18n({ locale: "en", messages: { en } }),
  ml: setupI18n({ locale: "ml", messages: { ml } }),
};

/** A greeting to prefill, in the person's language. */
export function greetingText(name: string | null | undefined, language: ChatLanguage = "en"): string {
  const i18n = chatI18n[language];
  const who = name?.trim();
  return who ? i18n._(msg`Hello ${who}, this is CaterCrew.`) : i18n._(msg`Hello, this is CaterCrew.`);
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
