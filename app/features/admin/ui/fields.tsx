import { useId } from "react";
import { inputClass, labelClass } from "./styles";

// Labelled inputs: every control gets a visible <label> tied to it by id.

/** The visible required marker; screen readers hear "required" from the control itself. */
export function RequiredMark() {
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
  className?: string;
}

/** Label above, optional hint below, and a fresh id that ties the label to the control. */
function FieldFrame({
  label,
  required,
  hint,
  className,
  control,
}: FieldShell & { control: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {control(id)}
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

type TextFieldProps = FieldShell & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField({ label, required, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, className }}
      control={(id) => <input id={id} required={required} className={`mt-1 ${inputClass}`} {...input} />}
    />
  );
}

type TextAreaFieldProps = FieldShell &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField({ label, required, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, className }}
      control={(id) => (
        <textarea id={id} required={required} className={`mt-1 ${inputClass}`} {...textarea} />
      )}
    />
  );
}

type SelectFieldProps = FieldShell &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ label, required, hint, className, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, hint, className }}
      control={(id) => (
        <select id={id} required={required} className={`mt-1 ${inputClass}`} {...select}>
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
