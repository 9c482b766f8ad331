import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { useId } from "react";
import { inputClass } from "../styles";

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative min-w-60 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <MagnifyingGlassIcon
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}
