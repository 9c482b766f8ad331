import { ICONS, type IconName } from "#domain/options";
import { SOLUTION_ICONS } from "../../../../../components/ui/solution-icons";
import { RequiredLegend } from "../../../ui/fields";

interface IconPickerProps {
  value: IconName;
  onChange: (icon: IconName) => void;
  disabled?: boolean;
}

/** A radio group drawn as icon tiles: arrow keys move the choice, each tile names its icon. */
export function IconPicker({ value, onChange, disabled }: IconPickerProps) {
  return (
    <fieldset disabled={disabled}>
      <RequiredLegend>Icon</RequiredLegend>
      <div className="mt-1 grid grid-cols-6 gap-1 sm:grid-cols-11">
        {ICONS.map((name) => {
          const Icon = SOLUTION_ICONS[name];
          return (
            <label
              key={name}
              title={name}
              className="flex cursor-pointer items-center justify-center rounded-md border border-slate-300 p-2 text-slate-700 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-100 has-[:checked]:text-indigo-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:border-slate-600 dark:text-slate-200 dark:has-[:checked]:bg-indigo-900 dark:has-[:checked]:text-indigo-100"
            >
              <input
                type="radio"
                name="solution-icon"
                value={name}
                checked={value === name}
                onChange={() => onChange(name)}
                className="sr-only"
              />
              <Icon className="size-6" aria-hidden="true" />
              <span className="sr-only">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
