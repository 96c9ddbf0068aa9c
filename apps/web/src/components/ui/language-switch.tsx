import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { currentLang, LANG_NAMES, LANGS, type Lang, setLang } from "@/lib/i18n";

/**
 * The language choice (English / മലയാളം): a native select, so it works with the keyboard and
 * screen readers on every phone. The choice is kept in the browser and sent to the server.
 */
export function LanguageSwitch({
  className = "",
  onChange,
  inert,
}: {
  className?: string;
  onChange?: (lang: Lang) => void;
  /** While a page drawn at build time is not yet taken over. */
  inert?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const lang = currentLang();
  return (
    <div className={`inline-flex items-center ${className}`} inert={inert}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={lang}
        disabled={busy}
        onChange={async (e) => {
          const next = LANGS.find((l) => l === e.target.value);
          if (!next) return;
          setBusy(true);
          try {
            await setLang(next);
            onChange?.(next);
          } finally {
            setBusy(false);
          }
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
