import { TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./editor-section";

export function TimelinePricingSection({ form, update, errors }: EditorSectionProps) {
  return (
    <section aria-labelledby="timeline-pricing" className="flex flex-col gap-3">
      <h2 id="timeline-pricing" className="text-lg font-semibold">
        Timeline and Pricing
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Timeline"
          required
          placeholder="4-6 weeks"
          value={form.timeline}
          error={errors.timeline}
          onChange={(event) => update({ timeline: event.target.value })}
        />
        <TextField
          label="Upfront Price"
          required
          placeholder="R15,000"
          value={form.pricing.upfront}
          error={errors["pricing.upfront"]}
          onChange={(event) => update({ pricing: { ...form.pricing, upfront: event.target.value } })}
        />
        <TextField
          label="Monthly Price"
          placeholder="R1,500 / month"
          value={form.pricing.monthly ?? ""}
          error={errors["pricing.monthly"]}
          onChange={(event) => update({ pricing: { ...form.pricing, monthly: event.target.value } })}
        />
      </div>
    </section>
  );
}
