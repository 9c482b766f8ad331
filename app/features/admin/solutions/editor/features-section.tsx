import { MIN_FEATURES } from "#domain/content/solution";
import { TextAreaField, TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";
import { removeAt, replaceAt } from "./form/solution-form";
import { RepeatableList } from "./inputs/repeatable-list";

export function FeaturesSection({ form, update, errors }: EditorSectionProps) {
  const { features } = form;
  return (
    <RepeatableList
      title="Key Features"
      itemName="Feature"
      items={features}
      minimum={MIN_FEATURES}
      onAdd={() => update({ features: [...features, { title: "", description: "" }] })}
      onRemove={(index) => update({ features: removeAt(features, index, MIN_FEATURES) })}
      renderItem={(feature, index) => (
        <>
          <TextField
            label="Feature title"
            required
            value={feature.title}
            error={errors[`features.${index}.title`]}
            onChange={(event) =>
              update({ features: replaceAt(features, index, { ...feature, title: event.target.value }) })
            }
          />
          <TextAreaField
            label="Feature description"
            rows={2}
            value={feature.description}
            error={errors[`features.${index}.description`]}
            onChange={(event) =>
              update({
                features: replaceAt(features, index, { ...feature, description: event.target.value }),
              })
            }
          />
        </>
      )}
    />
  );
}
