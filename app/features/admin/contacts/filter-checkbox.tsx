import { useAddressValue } from "../ui/lists/use-address-value";

interface FilterCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A filter of the inbox that is on or off ("Assigned to me", "Overdue"), beside the others.
 * `checked` comes from the address, which follows a click a moment later: the box shows it at once.
 */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  const shown = useAddressValue(checked);
  return (
    <label className="flex items-center gap-2 pb-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-indigo-700"
        checked={shown.value}
        onChange={(event) => {
          shown.change(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
