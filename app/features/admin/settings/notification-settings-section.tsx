import { useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import {
  fetchNotificationSettings,
  type NotificationSettings,
  saveNotificationSettings,
} from "../api/settings";
import { TextField } from "../ui/fields";
import { mutedText, secondaryButton, smallButton } from "../ui/styles";
import { SettingsForm, SettingsPanel, useSettingsForm } from "./settings-panel";
import { WebhookDeliveries } from "./webhook-deliveries";

// Who is mailed each enquiry, and the webhook told of everything that happens to enquiries
// (docs/decisions/0050).

const MAX_RECIPIENTS = 10;

/**
 * The form always has a webhook; a blank URL with no new secret is none. The stored URL and
 * secret are never sent to the screen (docs/decisions/0063, 0073): `storedUrl` and
 * `storedSecret` are their masks, and `secret` is null while it is kept, or the new one being
 * typed. A new URL needs a new secret, so typing one opens the secret's field.
 */
type NotificationForm = {
  recipients: string[];
  webhook: { url: string; secret: string | null };
  storedUrl: string | null;
  storedSecret: string | null;
};

const toForm = (settings: NotificationSettings): NotificationForm => ({
  recipients: settings.recipients.length > 0 ? settings.recipients : [""],
  webhook: { url: settings.webhook?.url ?? "", secret: settings.webhook ? null : "" },
  storedUrl: settings.webhook?.url ?? null,
  storedSecret: settings.webhook?.secret ?? null,
});

/** Any change here decides where leads go (issue 52, item 4): it needs the password. */
const guardedChange = (stored: NotificationForm, form: NotificationForm) =>
  JSON.stringify(stored.recipients.map((address) => address.trim())) !==
    JSON.stringify(form.recipients.map((address) => address.trim())) ||
  stored.webhook.url.trim() !== form.webhook.url.trim() ||
  form.webhook.secret
    ? "Needed to change who is emailed or the webhook; every administrator is emailed about it."
    : null;

async function store(form: NotificationForm, proof: Reauthentication): Promise<NotificationForm> {
  const { url, secret } = form.webhook;
  const none = url.trim() === "" && !secret?.trim();
  // Without a secret (undefined is not sent), the stored one is kept.
  const webhook = none ? null : { url, secret: secret ?? undefined };
  return toForm(await saveNotificationSettings({ recipients: form.recipients, webhook }, proof));
}

/** 32 random bytes as hex: far past guessing, and safe to paste anywhere. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function NotificationSettingsSection() {
  return (
    <SettingsPanel
      title="Notifications"
      description="Who is emailed each new enquiry and the morning digest, and a webhook that is told of every enquiry, status change, assignment and reply, for a CRM, Zapier or n8n."
      load={async () => toForm(await fetchNotificationSettings())}
    >
      {(saved) => (
        <>
          <NotificationForm saved={saved} />
          {saved.webhook.url ? <WebhookDeliveries /> : null}
        </>
      )}
    </SettingsPanel>
  );
}

function NotificationForm({ saved }: { saved: NotificationForm }) {
  const settings = useSettingsForm(saved, store, "Notification settings saved.", guardedChange);
  const { form, set, setForm, fieldErrors } = settings;
  const [secretShown, setSecretShown] = useState(false);
  const { recipients, webhook } = form;
  const setRecipients = (next: string[]) => set({ recipients: next });
  const setWebhook = (change: Partial<NotificationForm["webhook"]>) =>
    setForm((current) => ({ ...current, webhook: { ...current.webhook, ...change } }));

  return (
    <SettingsForm settings={settings} saveLabel="Save Notifications">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">Email recipients</legend>
        {fieldErrors.errors.recipients ? (
          <p className="text-sm text-red-700 dark:text-red-400">{fieldErrors.errors.recipients}</p>
        ) : null}
        {recipients.map((address, index) => (
          // The list only grows at the end and is edited in place: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={`Recipient ${index + 1}`}
              type="email"
              autoComplete="off"
              value={address}
              error={fieldErrors.errors[`recipients.${index}`]}
              onChange={(event) =>
                setRecipients(recipients.map((a, i) => (i === index ? event.target.value : a)))
              }
            />
            {recipients.length > 1 ? (
              <button
                type="button"
                className={`${smallButton} mb-2`}
                aria-label={`Remove recipient ${index + 1}`}
                onClick={() => setRecipients(recipients.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {recipients.length < MAX_RECIPIENTS ? (
          <div>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setRecipients([...recipients, ""])}
            >
              Add Recipient
            </button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">Webhook</legend>
        <p className={mutedText}>
          Each event is POSTed as JSON with the headers X-Webhook-Timestamp (Unix seconds) and
          X-Webhook-Signature: sha256= and the HMAC-SHA256, with the secret, of the timestamp, a dot and the
          body. The URL and the secret are shown masked once saved. Leave the URL blank for no webhook.
        </p>
        <TextField
          label="Webhook URL"
          type="url"
          autoComplete="off"
          value={webhook.url}
          error={fieldErrors.errors["webhook.url"]}
          hint="https:// address (http:// only to localhost, for testing); a new URL needs a new secret"
          onChange={(event) => {
            const url = event.target.value;
            // The receiver at a new address gets a new secret, never the one set for the old.
            setWebhook(webhook.secret === null && url !== form.storedUrl ? { url, secret: "" } : { url });
          }}
        />
        {webhook.secret === null ? (
          <div>
            <p className="text-sm">
              A signing secret is set: <span className="font-mono">{form.storedSecret}</span>. It is not shown
              again; the receiver keeps its copy.
            </p>
            <button
              type="button"
              className={`${smallButton} mt-2`}
              onClick={() => {
                setWebhook({ secret: "" });
                // Typed over a shoulder, a new secret stays hidden until asked for.
                setSecretShown(false);
              }}
            >
              Replace Secret
            </button>
          </div>
        ) : (
          <div>
            <TextField
              label={form.storedSecret ? "New signing secret" : "Signing secret"}
              type={secretShown ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              value={webhook.secret}
              error={fieldErrors.errors["webhook.secret"]}
              hint="16 to 200 characters; the receiver checks the signature with it"
              onChange={(event) => setWebhook({ secret: event.target.value })}
            />
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className={smallButton}
                aria-pressed={secretShown}
                onClick={() => setSecretShown(!secretShown)}
              >
                {secretShown ? "Hide Secret" : "Show Secret"}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => {
                  setWebhook({ secret: newSecret() });
                  // Shown, so it can be copied into the receiver before saving.
                  setSecretShown(true);
                }}
              >
                Generate Secret
              </button>
              {form.storedSecret && webhook.url === form.storedUrl ? (
                <button type="button" className={smallButton} onClick={() => setWebhook({ secret: null })}>
                  Keep Current Secret
                </button>
              ) : null}
            </div>
          </div>
        )}
      </fieldset>
    </SettingsForm>
  );
}
