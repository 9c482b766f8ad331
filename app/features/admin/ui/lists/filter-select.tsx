import { SelectField } from "../fields";
import { useAddressValue } from "./use-address-value";

interface FilterSelectProps {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The choice the address holds. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A list screen's filter by one choice (Tier, Status). The address follows a change a moment
 * later, in a transition: a select fed from it alone springs back in between, so a second arrow
 * key pressed quickly moves on from the old choice, not the one just made.
 */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  const shown = useAddressValue(value);
  return (
    <SelectField
      label={label}
      options={options}
      value={shown.value}
      onChange={(event) => {
        shown.change(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
