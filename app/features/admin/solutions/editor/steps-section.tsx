import { MIN_STEPS } from "#domain/content/solution";
import { STEP_ICONS, type StepIconName } from "#domain/options";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";
import { removeAt, replaceAt } from "./form/solution-form";
import { RepeatableList } from "./inputs/repeatable-list";

const STEP_ICON_OPTIONS = STEP_ICONS.map((name) => ({ value: name, label: name }));

export function StepsSection({ form, update, errors }: EditorSectionProps) {
  const steps = form.implementationSteps;
  const change = (index: number, changes: Partial<(typeof steps)[number]>) => {
    const step = steps[index];
    if (step) update({ implementationSteps: replaceAt(steps, index, { ...step, ...changes }) });
  };
  return (
    <RepeatableList
      title="Implementation Steps"
      itemName="Step"
      items={steps}
      minimum={MIN_STEPS}
      onAdd={() =>
        update({
          implementationSteps: [
            ...steps,
            { id: steps.length + 1, title: "", description: "", iconName: "CogIcon" },
          ],
        })
      }
      onRemove={(index) => update({ implementationSteps: removeAt(steps, index, MIN_STEPS) })}
      renderItem={(step, index) => (
        <>
          <TextField
            label="Step title"
            required
            value={step.title}
            error={errors[`implementationSteps.${index}.title`]}
            onChange={(event) => change(index, { title: event.target.value })}
          />
          <TextAreaField
            label="Step description"
            rows={2}
            value={step.description}
            error={errors[`implementationSteps.${index}.description`]}
            onChange={(event) => change(index, { description: event.target.value })}
          />
          <SelectField
            label="Step icon"
            options={STEP_ICON_OPTIONS}
            value={step.iconName}
            onChange={(event) => change(index, { iconName: event.target.value as StepIconName })}
          />
        </>
      )}
    />
  );
}
