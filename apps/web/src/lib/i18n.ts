import { LANGUAGE_COOKIE, preferredLanguage } from "@catercrew/shared/messages/preferred-language";
import { i18n, type Messages } from "@lingui/core";

export const LANGS = ["en", "ml"] as const;
export type Lang = (typeof LANGS)[number];
/**
 * Catalogues: the shell (`common`), the UI kit's words with the enum labels (`ui`), and one per
 * area, loaded with the area's chunk. The public side has two: the landing page (`public`) and
 * the logins and registration (`auth`), so the landing page stays small.
 */
export type Catalog =
  | "common"
  | "ui"
  | "public"
  | "auth"
  | "info"
  | "entities"
  | "worker"
  | "subadmin"
  | "admin"
  | "client";

/** What else an area shows: the UI kit and enum labels, and the signed-in areas' shared pieces. */
const NEEDS: Partial<Record<Catalog, Catalog[]>> = {
  auth: ["ui"],
  entities: ["ui"],
  worker: ["entities", "ui"],
  subadmin: ["entities", "ui"],
  admin: ["entities", "ui"],
  client: ["entities", "ui"],
};

export const withNeeds = (catalogs: Catalog[]): Catalog[] => [
  ...new Set(catalogs.flatMap((c) => [c, ...(NEEDS[c] ?? [])])),
];

export const LANG_STORAGE_KEY = "catercrew.lang";
/** The language names as each is written in itself: never translated. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", ml: "മലയാളം" };

const isLang = (value: unknown): value is Lang => value === "en" || value === "ml";

/** The saved choice, else the browser's language, else English (docs/decisions/012-languages.md). */
export function detectLang(): Lang {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // storage blocked: fall through to the browser's language
  }
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLanguage(saved, preferred);
}

/**
 * The language in use in a cookie as well, so the server sends `/` already drawn in it (a choice
 * saved before the cookie existed is copied at the next start). The page itself reads local
 * storage: where storage is blocked, the choice lasts for the page, as before.
 */
function keepLangCookie(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written the way every browser supports (the Cookie Store API is missing from older phones' browsers)
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

const loaders: Record<`${Lang}/${Catalog}`, () => Promise<{ messages: Messages }>> = {
  "en/common": () => import("../locales/en/common.po"),
  "ml/common": () => import("../locales/ml/common.po"),
  "en/ui": () => import("../locales/en/ui.po"),
  "ml/ui": () => import("../locales/ml/ui.po"),
  "en/public": () => import("../locales/en/public.po"),
  "ml/public": () => import("../locales/ml/public.po"),
  "en/auth": () => import("../locales/en/auth.po"),
  "ml/auth": () => import("../locales/ml/auth.po"),
  "en/info": () => import("../locales/en/info.po"),
  "ml/info": () => import("../locales/ml/info.po"),
  "en/entities": () => import("../locales/en/entities.po"),
  "ml/entities": () => import("../locales/ml/entities.po"),
  "en/worker": () => import("../locales/en/worker.po"),
  "ml/worker": () => import("../locales/ml/worker.po"),
  "en/subadmin": () => import("../locales/en/subadmin.po"),
  "ml/subadmin": () => import("../locales/ml/subadmin.po"),
  "en/admin": () => import("../locales/en/admin.po"),
  "ml/admin": () => import("../locales/ml/admin.po"),
  "en/client": () => import("../locales/en/client.po"),
  "ml/client": () => import("../locales/ml/client.po"),
};

const wanted = new Set<Catalog>(["common"]);
const loaded = new Set<string>();

async function load(lang: Lang, catalog: Catalog): Promise<void> {
  const key = `${lang}/${catalog}` as const;
  if (loaded.has(key)) return;
  const { messages } = await loaders[key]();
  i18n.load(lang, messages);
  loaded.add(key);
}

/** Loads an area's catalogue in the current language (route modules await it with their code). */
export async function loadCatalog(catalog: Catalog): Promise<void> {
  const all = withNeeds([catalog]);
  for (const c of all) wanted.add(c);
  await Promise.all(all.map((c) => load(currentLang(), c)));
}

export function currentLang(): Lang {
  return isLang(i18n.locale) ? i18n.locale : detectLang();
}

/** Malayalam for the schemas' and server's English messages (the server catalogue, docs/decisions/039-one-catalogue.md), loaded only when Malayalam is on. */
let messagesMl: ((message: string) => string) | undefined;
async function loadMessages(lang: Lang) {
  if (lang === "ml" && !messagesMl) {
    messagesMl = (await import("@catercrew/shared/messages/server.ml")).localizeMl;
  }
}

/** A validation or server message in the current language (forms show zod's English otherwise). */
export function localizeMessage(message: string): string {
  return currentLang() === "ml" && messagesMl ? messagesMl(message) : message;
}

function applyToDocument(lang: Lang) {
  document.documentElement.lang = lang;
  keepLangCookie(lang);
  if (lang === "ml") void import("./malayalam-font");
}

type LangListener = (lang: Lang) => void;
const listeners = new Set<LangListener>();
/** Called after every switch (the signed-in areas keep the choice on the server). */
export function onLangChange(listener: LangListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the language: loads every catalogue in use, then activates it and keeps the choice. */
export async function setLang(lang: Lang): Promise<void> {
  await Promise.all([...[...wanted].map((c) => load(lang, c)), loadMessages(lang)]);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  i18n.activate(lang);
  applyToDocument(lang);
  for (const listener of listeners) listener(lang);
}

/** Before the first render: the detected language with the common catalogue. */
export async function initI18n(extra: Catalog[] = []): Promise<void> {
  const lang = detectLang();
  for (const c of withNeeds(extra)) wanted.add(c);
  await Promise.all([...[...wanted].map((c) => load(lang, c)), loadMessages(lang)]);
  i18n.activate(lang);
  applyToDocument(lang);
}

/** BCP 47 locale for Intl: dates and times in the chosen language, Indian conventions. */
export function intlLocale(lang: Lang = currentLang()): string {
  return lang === "ml" ? "ml-IN" : "en-IN";
}

export { i18n };
