import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "./cn";
import { ControlField, controlClass, type InputProps, splitField } from "./field";

/** A password input with a show/hide toggle (the toggle is a labelled button). */
export function PasswordInput(props: Omit<InputProps, "type">) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const [field, { className, disabled, ...rest }] = splitField(props);
  return (
    <ControlField
      field={{ ...field, label: field.label ?? t`Password` }}
      render={({ border, ...wiring }) => (
        <div className="relative">
          <input
            {...wiring}
            type={shown ? "text" : "password"}
            disabled={disabled}
            className={cn(controlClass, border, "pr-12", className)}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            disabled={disabled}
            aria-label={shown ? t`Hide password` : t`Show password`}
            aria-pressed={shown}
            aria-controls={wiring.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {shown ? (
              <EyeOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Eye className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    />
  );
}
