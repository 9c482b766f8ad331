import type { PriceNote } from "#domain/content/pricing";
import { SelectField, TextField } from "../../ui/fields";
import type { EditorSectionProps } from "./form/editor-section";

const PRICE_KINDS = [
  { value: "", label: "Fixed" },
  { value: "from", label: "From (a starting price)" },
  { value: "on request", label: "On request (no amount shown)" },
] as const;

// Prices are amounts in rand (decision 0086): the page writes them the en-ZA way and adds
// "incl. VAT" when the company is VAT-registered, so the admin types the amount alone.
export function TimelinePricingSection({ form, update, errors }: EditorSectionProps) {
  const onRequest = form.pricing.priceNote === "on request";
  const setPricing = (change: Partial<typeof form.pricing>) =>
    update({ pricing: { ...form.pricing, ...change } });
  return (
    <section aria-labelledby="timeline-pricing" className="flex flex-col gap-3">
      <h2 id="timeline-pricing" className="text-lg font-semibold">
        Timeline and Pricing
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Timeline"
          required
          placeholder="4-6 weeks"
          value={form.timeline}
          error={errors.timeline}
          onChange={(event) => update({ timeline: event.target.value })}
        />
        <SelectField
          label="Price"
          options={PRICE_KINDS}
          value={form.pricing.priceNote ?? ""}
          onChange={(event) =>
            setPricing({ priceNote: (event.target.value || undefined) as PriceNote | undefined })
          }
        />
        <TextField
          label="Upfront Price (R)"
          required={!onRequest}
          disabled={onRequest}
          inputMode="decimal"
          placeholder="15 000"
          hint="The amount the buyer pays, VAT included when you are VAT-registered"
          value={form.pricing.upfront}
          error={errors["pricing.upfront"] ?? errors["pricing.upfrontCents"]}
          onChange={(event) => setPricing({ upfront: event.target.value })}
        />
        <TextField
          label="Monthly Price (R)"
          disabled={onRequest}
          inputMode="decimal"
          placeholder="1 500"
          hint="A month's support; blank for none"
          value={form.pricing.monthly ?? ""}
          error={errors["pricing.monthly"] ?? errors["pricing.monthlyCents"]}
          onChange={(event) => setPricing({ monthly: event.target.value })}
        />
      </div>
    </section>
  );
}
