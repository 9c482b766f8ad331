import { useId } from "react";

// A label, a control and its error message, wired together for assistive technology.

const control =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-[invalid=true]:border-red-600";

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  as?: "input" | "textarea" | "select";
  children?: React.ReactNode;
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

type Props = FieldProps &
  Omit<
    React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "onChange"
  >;

export function FormField({ label, name, error, as = "input", children, onChange, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    className: control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {as === "textarea" ? (
        <textarea {...shared} rows={4} {...(rest as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : as === "select" ? (
        <select {...shared} {...(rest as React.SelectHTMLAttributes<HTMLSelectElement>)}>
          {children}
        </select>
      ) : (
        <input {...shared} {...(rest as React.InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
