import { useId, useState } from "react";
import { type CompanyDetails, SOCIAL_NETWORKS } from "#domain/company-details";
import { ApiError } from "../../../lib/api-client";
import { fetchCompanyDetails, saveCompanyDetails } from "../api/settings";
import { MaybeBanner } from "../ui/banner";
import { textFieldsOf, useFieldErrors } from "../ui/field-errors";
import { TextField } from "../ui/fields";
import { panelClass, primaryButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { SETTINGS_LOAD_FAILURE, SETTINGS_SAVE_FAILURE } from "./settings-failures";

/** Phone, WhatsApp, email, address and social links, as the footer and contact page show them. */
export function CompanyDetailsSection() {
  const id = useId();
  const { data, error } = useAsyncData(fetchCompanyDetails, SETTINGS_LOAD_FAILURE);
  return (
    <section className={panelClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Company Details
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Shown in the site footer, on the contact page and to search engines.
      </p>
      <MaybeBanner tone="error" message={error} />
      {/* Mounted once the saved details are in, so the form starts from them. */}
      {data ? <CompanyDetailsForm saved={data} /> : null}
    </section>
  );
}

function CompanyDetailsForm({ saved }: { saved: CompanyDetails }) {
  const [details, setDetails] = useState(saved);
  const fieldErrors = useFieldErrors(details);
  const action = useAction();
  const set = (change: Partial<CompanyDetails>) => setDetails((current) => ({ ...current, ...change }));
  const bound = textFieldsOf(details, set, fieldErrors.errors);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    fieldErrors.clear();
    const stored = await action.run(
      async () => {
        try {
          return await saveCompanyDetails(details);
        } catch (reason) {
          if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, details);
          throw reason;
        }
      },
      SETTINGS_SAVE_FAILURE,
      "Company details saved.",
    );
    if (stored) setDetails(stored);
  }

  return (
    <form ref={fieldErrors.ref} className="mt-3 flex flex-col gap-4" noValidate onSubmit={save}>
      <MaybeBanner tone="error" message={action.error} />
      <MaybeBanner tone="success" message={action.success} />
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
      <div>
        <button type="submit" className={primaryButton} disabled={action.busy}>
          {action.busy ? "Saving..." : "Save Company Details"}
        </button>
      </div>
    </form>
  );
}
