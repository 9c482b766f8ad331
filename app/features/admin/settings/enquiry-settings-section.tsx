import { useId, useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import { BOOK_A_CALL } from "#domain/sales-desk/booking";
import { ACKNOWLEDGEMENTS_PER_ADDRESS_A_DAY } from "#domain/sales-desk/enquiry-rules";
import { VersionConflict } from "../api/http";
import {
  type EnquirySettings,
  fetchEnquirySettings,
  fetchSettingsVersions,
  restoreSettingsVersion,
  saveEnquirySettings,
} from "../api/settings";
import { ActionBanners } from "../ui/banner";
import { VersionConflictPanel } from "../ui/editing/version-conflict-panel";
import { VersionHistory } from "../ui/editing/version-history";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { panelClass } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { RETENTION_LABEL, RetentionField } from "./retention-field";

const ACKNOWLEDGE_LABEL = "Send visitors an acknowledgement email";
const onOff = (on: boolean) => (on ? "On" : "Off");

/** A change refused because another admin saved the settings first; `reloaded` once taken. */
interface Conflict {
  mine: EnquirySettings;
  stored: VersionConflict<EnquirySettings>;
  reloaded: boolean;
}

/**
 * Whether a visitor gets an acknowledgement email for their enquiry (saved as it is switched),
 * and how long enquiries are kept.
 */
export function EnquirySettingsSection() {
  const id = useId();
  const { data: stored, error, setData } = useAsyncData(fetchEnquirySettings, ADMIN_FAILURES.settings.load);
  const action = useAction();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  async function save(settings: EnquirySettings, over: number, proof: Reauthentication = {}) {
    setConflict(null);
    const saved = await action.run(
      async () => {
        try {
          return await saveEnquirySettings(settings, over, proof);
        } catch (reason) {
          if (!(reason instanceof VersionConflict)) throw reason;
          setConflict({ mine: settings, stored: reason, reloaded: false });
          return null;
        }
      },
      ADMIN_FAILURES.settings.save,
      (result) => (result ? "Enquiry settings saved." : undefined),
    );
    if (saved) setData(saved);
  }

  return (
    <div className="mt-6 flex flex-col gap-6">
      <section className={panelClass} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Enquiries
        </h2>
        <div className="mt-3 flex flex-col gap-2">
          <ActionBanners action={action} loadError={error} />
        </div>
        {stored ? (
          <div className="mt-3 flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-1 size-4 accent-indigo-700"
              checked={stored.data.acknowledgeEnquiries}
              disabled={action.busy}
              onChange={(event) =>
                save({ ...stored.data, acknowledgeEnquiries: event.target.checked }, stored.version)
              }
            />
            <label htmlFor={id} className="text-sm">
              <span className="font-medium">{ACKNOWLEDGE_LABEL}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                Each enquiry is answered at once with a short email: we received it and will reply within one
                working day, with "{BOOK_A_CALL}" when a booking page is set. It repeats nothing the visitor
                typed but their first name, and one address gets at most {ACKNOWLEDGEMENTS_PER_ADDRESS_A_DAY}{" "}
                a day.
              </span>
            </label>
          </div>
        ) : null}
        {stored ? (
          <RetentionField
            months={stored.data.retentionMonths}
            busy={action.busy}
            onSave={(retentionMonths, proof) =>
              save({ ...stored.data, retentionMonths }, stored.version, proof)
            }
          />
        ) : null}
        {conflict ? (
          <div className="mt-4">
            <VersionConflictPanel
              subject="the settings"
              differences={[
                {
                  field: "acknowledgeEnquiries",
                  label: ACKNOWLEDGE_LABEL,
                  mine: onOff(conflict.mine.acknowledgeEnquiries),
                  stored: onOff(conflict.stored.current.acknowledgeEnquiries),
                },
                {
                  field: "retentionMonths",
                  label: RETENTION_LABEL,
                  mine: String(conflict.mine.retentionMonths),
                  stored: String(conflict.stored.current.retentionMonths),
                },
              ].filter((difference) => difference.mine !== difference.stored)}
              reloaded={conflict.reloaded}
              busy={action.busy}
              onOverwrite={() => save(conflict.mine, conflict.stored.version)}
              onReload={() => {
                setData({ data: conflict.stored.current, version: conflict.stored.version });
                setConflict({ ...conflict, reloaded: true });
              }}
              onDismiss={() => setConflict(null)}
            />
          </div>
        ) : null}
      </section>
      {stored ? (
        <VersionHistory
          title="Earlier Versions of the Enquiry Settings"
          load={fetchSettingsVersions}
          restore={restoreSettingsVersion}
          version={stored.version}
          dirty={false}
          onRestored={(restored) => {
            setData(restored);
            setConflict(null);
            // The restore's own notice replaces whatever the last switch said.
            action.clearMessages();
          }}
          onConflict={(refused) => setConflict({ mine: stored.data, stored: refused, reloaded: false })}
        />
      ) : null}
    </div>
  );
}
