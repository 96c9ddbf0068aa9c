import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list screen's state (search text, filters, page) kept in the URL, so a reload, a shared link
 * or the back button shows the same list. `defaults` names the keys and their empty values;
 * values equal to the default are left out of the URL. Typing (search as you type) should pass
 * `{ replace: true }` so each keystroke does not add a history entry.
 */
export function useListParams<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = keysOf(defaults);
  const values: Record<K, string> = { ...defaults };
  for (const k of keys) values[k] = params.get(k) ?? defaults[k];

  const set = useCallback(
    (next: Partial<Record<K, string>>, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const k of keysOf(defaults)) {
          const v = next[k];
          if (v === undefined) continue;
          if (v === "" || v === defaults[k]) out.delete(k);
          else out.set(k, v);
        }
        return out;
      }, options),
    [setParams, defaults],
  );
  return [values, set] as const;
}

/** A page number from the URL: a positive integer, else 1. */
export function pageParam(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

function keysOf<K extends string>(defaults: Readonly<Record<K, string>>): K[] {
  return Object.keys(defaults).filter((k): k is K => Object.hasOwn(defaults, k));
}
