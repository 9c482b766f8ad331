import { type CompanyDetails, SOCIAL_NETWORKS } from "#domain/company-details";
import { fetchCompanyDetails, saveCompanyDetails } from "../api/settings";
import { MaybeBanner } from "../ui/banner";
import { TextField } from "../ui/fields";
import { primaryButton } from "../ui/styles";
import { SettingsPanel, useSettingsForm } from "./settings-panel";

/** Phone, WhatsApp, email, address and social links, as the footer and contact page show them. */
export function CompanyDetailsSection() {
  return (
    <SettingsPanel
      title="Company Details"
      description="Shown in the site footer, on the contact page and to search engines."
      load={fetchCompanyDetails}
    >
      {(saved) => <CompanyDetailsForm saved={saved} />}
    </SettingsPanel>
  );
}

function CompanyDetailsForm({ saved }: { saved: CompanyDetails }) {
  const {
    form: details,
    setForm: setDetails,
    fieldErrors,
    action,
    submit,
  } = useSettingsForm(saved, saveCompanyDetails, "Company details saved.");
  const set = (change: Partial<CompanyDetails>) => setDetails((current) => ({ ...current, ...change }));

  return (
    <form ref={fieldErrors.ref} className="mt-3 flex flex-col gap-4" noValidate onSubmit={submit}>
      <MaybeBanner tone="error" message={action.error} />
      <MaybeBanner tone="success" message={action.success} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone"
          required
          type="tel"
          autoComplete="off"
          value={details.phone}
          error={fieldErrors.errors.phone}
          hint="International form, e.g. +27 10 555 0123"
          onChange={(event) => set({ phone: event.target.value })}
        />
        <TextField
          label="WhatsApp number"
          type="tel"
          autoComplete="off"
          value={details.whatsapp}
          error={fieldErrors.errors.whatsapp}
          hint="The mobile number that has WhatsApp, e.g. +27 82 555 0123; leave blank to show no WhatsApp button"
          onChange={(event) => set({ whatsapp: event.target.value })}
        />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="off"
          value={details.email}
          error={fieldErrors.errors.email}
          onChange={(event) => set({ email: event.target.value })}
        />
        <TextField
          label="Address"
          value={details.address}
          error={fieldErrors.errors.address}
          hint="One line; leave blank to show none"
          onChange={(event) => set({ address: event.target.value })}
        />
        <TextField
          label="Booking page"
          type="url"
          value={details.bookingUrl}
          error={fieldErrors.errors.bookingUrl}
          hint="https:// address of a Cal.com, Calendly or Google Calendar booking page; leave blank to offer no booking"
          onChange={(event) => set({ bookingUrl: event.target.value })}
        />
        {SOCIAL_NETWORKS.map(({ key, name }) => (
          <TextField
            key={key}
            label={`${name} profile`}
            type="url"
            value={details.social[key]}
            error={fieldErrors.errors[`social.${key}`]}
            hint="https:// address; leave blank to show none"
            onChange={(event) => set({ social: { ...details.social, [key]: event.target.value } })}
          />
        ))}
      </div>
      <div>
        <button type="submit" className={primaryButton} disabled={action.busy}>
          {action.busy ? "Saving..." : "Save Company Details"}
        </button>
      </div>
    </form>
  );
}
