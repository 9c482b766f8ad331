import { useId } from "react";
import { inputClass, labelClass } from "./styles";

// Labelled inputs: every control gets a visible <label> tied to it by id.

interface FieldShell {
  label: string;
  required?: boolean;
  hint?: string;
}

function LabelText({ label, required }: FieldShell) {
  return (
    <>
      {label}
      {required ? (
        <span className="text-red-700 dark:text-red-400" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
}

type TextFieldProps = FieldShell & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">;

export function TextField({ label, required, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} required={required} />
      </label>
      <input id={id} required={required} className={`mt-1 ${inputClass}`} {...input} />
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

type TextAreaFieldProps = FieldShell & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

export function TextAreaField({ label, required, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} required={required} />
      </label>
      <textarea id={id} required={required} className={`mt-1 ${inputClass}`} {...textarea} />
    </div>
  );
}

interface SelectFieldProps extends FieldShell, Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, required, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} required={required} />
      </label>
      <select id={id} required={required} className={`mt-1 ${inputClass}`} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
