import { interestOfSolution } from "#domain/content/solution-interest";
import {
  CHALLENGES,
  INTERESTS,
  type Interest,
  SECTORS,
  TIER_LABELS,
  TIERS,
  type Tier,
} from "#domain/options";
import { textFieldsOf } from "../../ui/field-errors";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";
import { IconPicker } from "./inputs/icon-picker";
import { OptionChecklist } from "./inputs/option-checklist";

const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export function BasicFieldsSection({ form, update, errors, isNew }: EditorSectionProps & { isNew: boolean }) {
  const field = textFieldsOf(form, update, errors);
  return (
    <section aria-label="Basic information" className="grid gap-4 md:grid-cols-2">
      <TextField
        label="ID"
        required
        {...field("id")}
        readOnly={!isNew}
        hint={
          isNew ? "URL-friendly, e.g. whatsapp-auto-reply. Fixed after creation." : "Fixed after creation."
        }
      />
      <TextField label="Title" required {...field("title")} />
      <TextField label="Tagline" required {...field("tagline")} />
      <SelectField
        label="Tier"
        required
        options={TIER_OPTIONS}
        value={form.tier}
        onChange={(event) => update({ tier: event.target.value as Tier })}
      />
      <SelectField
        label="Enquiry interest"
        options={INTERESTS}
        value={interestOfSolution(form)}
        hint="Chosen on the contact form when a visitor comes from this solution, and in Log a conversation."
        onChange={(event) => update({ interest: event.target.value as Interest })}
      />
      <div className="md:col-span-2">
        <IconPicker value={form.icon} onChange={(icon) => update({ icon })} />
      </div>
      <TextAreaField
        className="md:col-span-2"
        label="Description"
        required
        rows={5}
        {...field("description")}
      />
      <OptionChecklist
        legend="Challenges"
        options={CHALLENGES}
        selected={form.challenges}
        onChange={(challenges) => update({ challenges })}
      />
      <OptionChecklist
        legend="Sectors"
        options={SECTORS}
        selected={form.sectors}
        onChange={(sectors) => update({ sectors })}
      />
    </section>
  );
}
