import { type CompanyDetails, SOCIAL_NETWORKS } from "#domain/company/company-details";
import { fetchCompanyDetails, saveCompanyDetails } from "../api/settings";
import { TextField } from "../ui/fields";
import { SettingsForm, SettingsPanel, useSettingsForm } from "./settings-panel";

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

/** The details that send visitors somewhere (issue 52, item 4): changing them needs the password. */
const guardedChange = (stored: CompanyDetails, form: CompanyDetails) =>
  stored.whatsapp.trim() !== form.whatsapp.trim() || stored.bookingUrl.trim() !== form.bookingUrl.trim()
    ? "Needed to change the WhatsApp number or the booking page; every administrator is emailed about it."
    : null;

function CompanyDetailsForm({ saved }: { saved: CompanyDetails }) {
  const settings = useSettingsForm(saved, saveCompanyDetails, "Company details saved.", guardedChange);
  const { form: details, set, bound, fieldErrors } = settings;

  return (
    <SettingsForm settings={settings} saveLabel="Save Company Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone"
          required
          type="tel"
          autoComplete="off"
          hint="International form, e.g. +27 10 555 0123"
          {...bound("phone")}
        />
        <TextField
          label="WhatsApp number"
          type="tel"
          autoComplete="off"
          hint="The mobile number that has WhatsApp, e.g. +27 82 555 0123; leave blank to show no WhatsApp button"
          {...bound("whatsapp")}
        />
        <TextField label="Email" required type="email" autoComplete="off" {...bound("email")} />
        <TextField label="Address" hint="One line; leave blank to show none" {...bound("address")} />
        <TextField
          label="Booking page"
          type="url"
          hint="https:// address of a Cal.com, Calendly or Google Calendar booking page; leave blank to offer no booking"
          {...bound("bookingUrl")}
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
    </SettingsForm>
  );
}
