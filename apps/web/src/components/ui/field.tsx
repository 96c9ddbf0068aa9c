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

function describedByOf(controlId: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [hint ? `${controlId}-hint` : "", error ? `${controlId}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The hint and the validation message (role="alert") under a control. */
function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {typeof error === "string" ? localizeMessage(error) : error}
        </p>
      )}
    </>
  );
}

/** Label + control + hint + error, wired with ids for any control (render prop). */
export function Field({ label, error, hint, required, id, className, hideLabel, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const describedBy = describedByOf(controlId, hint, error);
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
      <FieldMessages id={controlId} hint={hint} error={error} />
    </div>
  );
}

type Common = Pick<FieldProps, "label" | "error" | "hint" | "hideLabel"> & { containerClassName?: string };
type FieldOf = Common & Pick<FieldProps, "id" | "required">;

/** Splits a control's props into its Field's (label, error, hint...) and the control's own. */
export function splitField<P extends FieldOf>(props: P): [FieldOf, Omit<P, keyof FieldOf>] {
  const { label, error, hint, hideLabel, containerClassName, id, required, ...control } = props;
  return [{ label, error, hint, hideLabel, containerClassName, id, required }, control];
}

/**
 * The Field of a native control, with the control's wiring in `render`'s argument: its id,
 * aria-invalid, aria-describedby, required, and the border that shows an error.
 */
export function ControlField({
  field,
  render,
}: {
  field: FieldOf;
  render: (control: ControlWiring) => ReactNode;
}) {
  const { containerClassName, ...rest } = field;
  return (
    <Field {...rest} className={containerClassName}>
      {(f) =>
        render({
          id: f.id,
          "aria-invalid": f.invalid || undefined,
          "aria-describedby": f.describedBy,
          required: field.required,
          border: controlBorder(field.error),
        })
      }
    </Field>
  );
}

export interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
  border: string;
}

export type InputProps = ComponentProps<"input"> & Common;

/** A labelled text input (`ref` passes through, so react-hook-form's register works). */
export function Input(props: InputProps) {
  const [field, { className, ...rest }] = splitField(props);
  return (
    <ControlField
      field={field}
      render={({ border, ...wiring }) => (
        <input {...wiring} className={cn(controlClass, border, className)} {...rest} />
      )}
    />
  );
}

export type TextareaProps = ComponentProps<"textarea"> & Common;

export function Textarea(props: TextareaProps) {
  const [field, { className, rows = 3, ...rest }] = splitField(props);
  return (
    <ControlField
      field={field}
      render={({ border, ...wiring }) => (
        <textarea
          {...wiring}
          rows={rows}
          className={cn(controlClass, border, "min-h-20", className)}
          {...rest}
        />
      )}
    />
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
export function Select(props: SelectProps) {
  const [field, { className, options, placeholder, ...rest }] = splitField(props);
  return (
    <ControlField
      field={field}
      render={({ border, ...wiring }) => (
        <select {...wiring} className={cn(controlClass, border, "pr-8", className)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
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
          aria-describedby={describedByOf(controlId, hint, error)}
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
      <FieldMessages id={controlId} hint={hint} error={error} />
    </div>
  );
}
