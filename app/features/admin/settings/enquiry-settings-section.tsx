import { useId } from "react";
import { type EnquirySettings, fetchEnquirySettings, saveEnquirySettings } from "../api/settings";
import { MaybeBanner } from "../ui/banner";
import { panelClass } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { SETTINGS_LOAD_FAILURE, SETTINGS_SAVE_FAILURE } from "./settings-failures";

/** Whether a visitor gets an acknowledgement email for their enquiry; saved as it is switched. */
export function EnquirySettingsSection() {
  const id = useId();
  const { data, error, setData } = useAsyncData(fetchEnquirySettings, SETTINGS_LOAD_FAILURE);
  const action = useAction();

  async function change(settings: EnquirySettings) {
    const saved = await action.run(
      () => saveEnquirySettings(settings),
      SETTINGS_SAVE_FAILURE,
      "Enquiry settings saved.",
    );
    if (saved) setData(saved);
  }

  return (
    <section className={`${panelClass} mt-6`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Enquiries
      </h2>
      <div className="mt-3 flex flex-col gap-2">
        <MaybeBanner tone="error" message={error ?? action.error} />
        <MaybeBanner tone="success" message={action.success} />
      </div>
      {data ? (
        <div className="mt-3 flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-4 accent-indigo-700"
            checked={data.acknowledgeEnquiries}
            disabled={action.busy}
            onChange={(event) => change({ acknowledgeEnquiries: event.target.checked })}
          />
          <label htmlFor={id} className="text-sm">
            <span className="font-medium">Send visitors an acknowledgement email</span>
            <span className="block text-slate-600 dark:text-slate-400">
              Each enquiry is answered at once with "we received your enquiry" and a copy of what was sent.
            </span>
          </label>
        </div>
      ) : null}
    </section>
  );
}
