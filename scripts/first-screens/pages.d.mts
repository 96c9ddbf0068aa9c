export type Manifest = Record<string, { file: string; imports?: string[] }>;
export interface FirstScreen {
  path: string;
  modules: string[];
  catalogs: string[];
  /** Drawn into the page at build time (scripts/first-screens/prerender.mjs); exact addresses only. */
  drawn?: boolean;
}
export function builtFiles(manifest: Manifest, modules: string[]): string[];
export function catalogModule(lang: string, catalog: string): string;
export function withPreloads(html: string, files: string[]): string;
export function pageSlug(path: string): string;
export function withDrawn(
  html: string,
  drawn: { path: string; lang: string; markup: string; title: string },
): string;
export function drawnFile(path: string, lang: string): string;
export function inLanguage(html: string, lang: string, fontHref: string | undefined): string;
