import { useId } from "react";
import type { LegalDetails } from "#domain/company/legal-details";
import { fetchLegalDetails, saveLegalDetails } from "../api/settings";
import { TextField } from "../ui/fields";
import { SettingsForm, SettingsPanel, useSettingsForm } from "./settings-panel";

/** Who the seller is in law (ECTA s43), and whether prices carry VAT (VAT Act s65): decision 0086. */
export function LegalDetailsSection() {
  return (
    <SettingsPanel
      title="Legal Details"
      description="Shown in the footer, the terms and every quote. While VAT-registered, every price on the site says it includes VAT."
      load={fetchLegalDetails}
    >
      {(saved) => <LegalDetailsForm saved={saved} />}
    </SettingsPanel>
  );
}

function LegalDetailsForm({ saved }: { saved: LegalDetails }) {
  const settings = useSettingsForm(saved, saveLegalDetails, "Legal details saved.");
  const { form, set, bound } = settings;
  const vatId = useId();
  const current = form.vatRates.at(-1);
  return (
    <SettingsForm settings={settings} saveLabel="Save Legal Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Registered name" required autoComplete="off" {...bound("registeredName")} />
        <TextField
          label="Registration number"
          autoComplete="off"
          hint="As CIPC writes it, e.g. 2019/123456/07"
          {...bound("registrationNumber")}
        />
        <TextField
          label="Physical address"
          autoComplete="off"
          hint="Where the company accepts legal documents, in one line"
          {...bound("physicalAddress")}
        />
        <TextField
          label="VAT number"
          autoComplete="off"
          inputMode="numeric"
          hint="10 digits starting with 4; needed when VAT-registered"
          {...bound("vatNumber")}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={vatId}
          type="checkbox"
          className="mt-1 size-4 accent-indigo-700"
          checked={form.vatRegistered}
          onChange={(event) => set({ vatRegistered: event.target.checked })}
        />
        <label htmlFor={vatId} className="text-sm">
          <span className="font-medium">VAT-registered</span>
          <span className="block text-slate-600 dark:text-slate-400">
            Prices are what the buyer pays: with this on, each shows "incl. VAT" and quotes show the VAT
            {current ? ` at ${current.percent} % (since ${current.from})` : ""}; with it off, no page mentions
            VAT.
          </span>
        </label>
      </div>
    </SettingsForm>
  );
}
