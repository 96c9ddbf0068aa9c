import { type ComponentProps, type ReactNode, useId } from "react";
import { localizeMessage } from "@/lib/i18n";
import { cn } from "./cn";

export const controlClass = cn(
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
  "placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:border-brand-600",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600",
);

export function controlBorder(error?: ReactNode) {
  return error ? "border-red-600" : "border-slate-300";
}

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label?: ReactNode;
  /** Validation message shown under the control (role="alert"). */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  /** Visually hides the label (still read by screen readers). */
  hideLabel?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/** Label + control + hint + error, wired with ids for any control (render prop). */
export function Field({ label, error, hint, required, id, className, hideLabel, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {label !== undefined && (
        <div className={cn("flex items-baseline gap-0.5", hideLabel && "sr-only")}>
          <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {/* Outside the label so the accessible name stays exactly the label text. */}
          {required && (
            <span className="text-sm text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </div>
      )}
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {typeof error === "string" ? localizeMessage(error) : error}
        </p>
      )}
    </div>
  );
}

type Common = Pick<FieldProps, "label" | "error" | "hint" | "hideLabel"> & { containerClassName?: string };

export type InputProps = ComponentProps<"input"> & Common;

/** A labelled text input (`ref` passes through, so react-hook-form's register works). */
export function Input({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  required,
  ...rest
}: InputProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      {(f) => (
        <input
          id={f.id}
          aria-invalid={f.invalid || undefined}
          aria-describedby={f.describedBy}
          required={required}
          className={cn(controlClass, controlBorder(error), className)}
          {...rest}
        />
      )}
    </Field>
  );
}

export type TextareaProps = ComponentProps<"textarea"> & Common;

export function Textarea({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  required,
  rows = 3,
  ...rest
}: TextareaProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      {(f) => (
        <textarea
          id={f.id}
          rows={rows}
          aria-invalid={f.invalid || undefined}
          aria-describedby={f.describedBy}
          required={required}
          className={cn(controlClass, controlBorder(error), "min-h-20", className)}
          {...rest}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentProps<"select"> &
  Common & {
    options: readonly SelectOption[];
    /** An empty first option (e.g. "Select Role"). */
    placeholder?: string;
  };

/** A labelled native select (best on mobile). */
export function Select({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  className,
  id,
  required,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      {(f) => (
        <select
          id={f.id}
          aria-invalid={f.invalid || undefined}
          aria-describedby={f.describedBy}
          required={required}
          className={cn(controlClass, controlBorder(error), "pr-8", className)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A checkbox with its label to the right; the whole row is clickable. */
export function Checkbox({ label, error, hint, containerClassName, className, id, ...rest }: CheckboxProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", containerClassName)}>
      <label
        htmlFor={controlId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800"
      >
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn(
            "h-5 w-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            "disabled:cursor-not-allowed",
            className,
          )}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {typeof error === "string" ? localizeMessage(error) : error}
        </p>
      )}
    </div>
  );
}
