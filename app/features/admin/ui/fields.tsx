import { useId } from "react";
import { inputClass, labelClass } from "./styles";

// Labelled inputs: every control gets a visible <label> tied to it by id.

/** The visible required marker; screen readers hear "required" from the control itself. */
function RequiredMark() {
  return (
    <span className="text-red-700 dark:text-red-400" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

interface FieldShell {
  label: string;
  required?: boolean;
  hint?: string;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string | null;
  className?: string;
}

interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label above, optional hint and error below, and a fresh id that ties the label to the control. */
function FieldFrame({
  label,
  required,
  hint,
  error,
  className,
  control,
}: FieldShell & { control: (props: ControlProps) => React.ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {control(error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

type TextFieldProps = FieldShell & Omit<React.ComponentProps<"input">, "id" | "className">;

export function TextField({ label, required, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, error, className }}
      control={(ids) => <input {...ids} required={required} className={`mt-1 ${inputClass}`} {...input} />}
    />
  );
}

type TextAreaFieldProps = FieldShell &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField({ label, required, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, error, className }}
      control={(ids) => (
        <textarea {...ids} required={required} className={`mt-1 ${inputClass}`} {...textarea} />
      )}
    />
  );
}

type SelectFieldProps = FieldShell &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({
  label,
  required,
  hint,
  error,
  className,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, error, className }}
      control={(ids) => (
        <select {...ids} required={required} className={`mt-1 ${inputClass}`} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The legend of a required group of choices (checkboxes, radio tiles). */
export function RequiredLegend({ children }: { children: React.ReactNode }) {
  return (
    <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
      <RequiredMark />
    </legend>
  );
}
