import type { SolutionStatus } from "#domain/content/solution";
import { fromSastInput, toSastInput } from "#domain/south-african-time";
import { SelectField, TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";

const STATUS_OPTIONS = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
] as const;

export function PublishingSection({ form, update, errors }: EditorSectionProps) {
  return (
    <section aria-labelledby="publishing" className="flex flex-col gap-3">
      <h2 id="publishing" className="text-lg font-semibold">
        Publishing
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          hint="Visitors never see a draft; Preview shows it."
          value={form.status ?? "published"}
          error={errors.status}
          onChange={(event) => update({ status: event.target.value as SolutionStatus })}
        />
        <TextField
          label="Publish at"
          type="datetime-local"
          hint="South African time (SAST). Leave empty to publish when saved."
          value={form.publishAt ? toSastInput(form.publishAt) : ""}
          error={errors.publishAt}
          onChange={(event) => update({ publishAt: fromSastInput(event.target.value) })}
        />
      </div>
    </section>
  );
}
