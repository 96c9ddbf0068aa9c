import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { ErrorCode } from "../errors.js";
import { messages as en } from "./catalogue/en.gen.js";
import type { ServerMessageId } from "./catalogue/ids.gen.js";
import type { Language } from "./language.js";
import type { MessageValue, MessageValues, Msg } from "./message-values.js";

export type { Msg } from "./message-values.js";
/**
 * The server's words, from one catalogue system (docs/decisions/039-one-catalogue.md): Lingui
 * catalogues `packages/shared/src/locales/{en,ml}/server.po`, compiled by
 * `scripts/i18n-server.mjs` into `./catalogue/`. A message's id is `<context>:<key>` of the `.po`
 * entry: `error:<CODE>`, `validation:<English text>`, `field:<label>`, `success:<English text>`,
 * `notification:<type>.title|body`, `payslip:<key>`... (the README beside the catalogues).
 * English is always loaded; Malayalam is loaded by `./server.ts` (the server) or lazily by the web
 * (`./server.ml.ts`).
 */
export type { ServerMessageId };

const instances: Partial<Record<Language, I18n>> = {
  en: setupI18n({ locale: "en", messages: { en } }),
};

/** Makes a language's compiled server catalogue available to `t`. */
export function loadServerMessages(lang: Language, messages: Messages): void {
  instances[lang] = setupI18n({ locale: lang, messages: { [lang]: messages } });
}

export const msg = (id: ServerMessageId, values?: MessageValues): Msg => (values ? { id, values } : { id });

function show(lang: Language, value: MessageValue): string | number {
  if (typeof value !== "object") return value;
  if (isList(value)) return value.map((v) => show(lang, v)).join(", ");
  return t(lang, value);
}

const isList = (value: Msg | readonly MessageValue[]): value is readonly MessageValue[] =>
  Array.isArray(value);

/** The text of a message in `lang` (English while that language is not loaded). */
export function t(lang: Language, message: ServerMessageId | Msg, values?: MessageValues): string {
  const { id, values: own } = typeof message === "string" ? { id: message, values } : message;
  const i18n = instances[lang] ?? instances.en;
  if (!i18n) return id;
  const filled = own
    ? Object.fromEntries(Object.entries(own).map(([k, v]) => [k, show(lang, v)]))
    : undefined;
  return i18n._(id, filled);
}

/**
 * English texts the schemas and services wrote from a message with values ("Amount can be at most
 * 10,00,000"), so a text on the wire can be shown in another language: an exact lookup of the text
 * the same code wrote, never a pattern over English.
 */
const written = new Map<string, Msg>();
const WRITTEN_MAX = 5000;

/** The English text of a message, remembered so that `localizeText` can translate it. */
export function say(id: ServerMessageId, values?: MessageValues): string {
  const text = t("en", id, values);
  if (!written.has(text)) {
    if (written.size >= WRITTEN_MAX) {
      const oldest = written.keys().next().value;
      if (oldest !== undefined) written.delete(oldest);
    }
    written.set(text, msg(id, values));
  }
  return text;
}

/** Contexts whose English key is the text itself (schemas' and services' plain texts). */
const TEXT_CONTEXTS = ["validation", "success", "term"] as const;

const isId = (id: string): id is ServerMessageId => id in en;

/** The message an English text on the wire came from, if it came from the catalogue. */
export function messageOfText(text: string): Msg | undefined {
  const known = written.get(text);
  if (known) return known;
  for (const ctx of TEXT_CONTEXTS) {
    const id = `${ctx}:${text}`;
    if (isId(id)) return { id };
  }
  return undefined;
}

/** An English text the schemas or the server wrote, in `lang`; other text (a name) unchanged. */
export function localizeText(lang: Language, text: string): string {
  if (lang === "en") return text;
  const message = messageOfText(text);
  return message ? t(lang, message) : text;
}

/** A field label of the catalogue (context "field"), as the schemas name a field. */
export type FieldLabel = ServerMessageId extends infer I ? (I extends `field:${infer L}` ? L : never) : never;

/** A label as a value of a message, translated with it. */
export const field = (label: FieldLabel): Msg => ({ id: `field:${label}` });

/** The text of an error code in `lang`, its `{name}` placeholders filled from `params`. */
export function errorText(lang: Language, code: ErrorCode, params?: MessageValues): string {
  return t(lang, `error:${code}`, params);
}

/** The keys of a context ("payslip" -> "paid" | "pending" | ...). */
export type KeyOf<C extends string> = ServerMessageId extends infer I
  ? I extends `${C}:${infer K}`
    ? K
    : never
  : never;
