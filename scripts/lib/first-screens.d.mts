export type Manifest = Record<string, { file: string; imports?: string[] }>;
export interface FirstScreen {
  path: string;
  modules: string[];
  catalogs: string[];
}
export function builtFiles(manifest: Manifest, modules: string[]): string[];
export function catalogModule(lang: string, catalog: string): string;
export function withPreloads(html: string, files: string[]): string;
export function pageSlug(path: string): string;
