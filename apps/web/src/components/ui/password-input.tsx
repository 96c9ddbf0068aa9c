import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "./cn";
import { controlBorder, controlClass, Field, type InputProps } from "./field";

/** A password input with a show/hide toggle (the toggle is a labelled button). */
export function PasswordInput({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  required,
  disabled,
  ...rest
}: Omit<InputProps, "type">) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label ?? t`Password`}
      error={error}
      hint={hint}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      {(f) => (
        <div className="relative">
          <input
            id={f.id}
            type={shown ? "text" : "password"}
            aria-invalid={f.invalid || undefined}
            aria-describedby={f.describedBy}
            required={required}
            disabled={disabled}
            className={cn(controlClass, controlBorder(error), "pr-12", className)}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            disabled={disabled}
            aria-label={shown ? t`Hide password` : t`Show password`}
            aria-pressed={shown}
            aria-controls={f.id}
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
    </Field>
  );
}
