import { RequiredLegend } from "../../../ui/fields";

interface OptionChecklistProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

/** Checkboxes for a multi-choice option list (challenges, sectors), kept in the list's order. */
export function OptionChecklist<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: OptionChecklistProps<T>) {
  function toggle(option: T, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((o) => next.has(o)));
  }

  return (
    <fieldset>
      <RequiredLegend>{legend}</RequiredLegend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 accent-indigo-700"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
