interface FilterCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A filter of the inbox that is on or off ("Assigned to me", "Overdue"), beside the others. */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  return (
    <label className="flex items-center gap-2 pb-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-indigo-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
