import { useId, useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import { ApiError } from "../../../lib/api-client";
import { ActionBanners, MaybeBanner } from "../ui/banner";
import {
  noReauthentication,
  typedProof as proofOf,
  ReauthenticationFields,
} from "../ui/dialogs/reauthentication-fields";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { textFieldsOf, useFieldErrors } from "../ui/field-errors";
import { panelClass, primaryButton } from "../ui/styles";
import { type Action, useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

/**
 * A section of the settings screen whose form starts from what `load` answers: the form is
 * mounted once that is in, so it never shows empty fields that are then overwritten.
 */
export function SettingsPanel<T>({
  title,
  description,
  load,
  anchor,
  children,
}: {
  title: string;
  description: string;
  load: () => Promise<T>;
  /** The section's id, for links from other screens to it. */
  anchor?: string;
  children: (saved: T) => React.ReactNode;
}) {
  const id = useId();
  const { data, error } = useAsyncData(load, ADMIN_FAILURES.settings.load);
  return (
    <section id={anchor} className={panelClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <MaybeBanner tone="error" message={error} />
      {data ? children(data) : null}
    </section>
  );
}

/**
 * A settings form checked on save: the form's state from `saved`, its field errors from the
 * API's 400, and a submit handler that saves through `store` and shows what the server kept.
 * `proofNote` says why the admin's password is needed when the form changes a guarded setting
 * (server/services/settings/guarded-settings.ts), and null otherwise; the form then shows `proof`.
 */
export function useSettingsForm<F>(
  saved: F,
  store: (form: F, proof: Reauthentication) => Promise<F>,
  savedText: string,
  proofNote: (stored: F, form: F) => string | null = () => null,
) {
  const [stored, setStored] = useState(saved);
  const [form, setForm] = useState(saved);
  const [typedProof, setTypedProof] = useState(noReauthentication);
  const fieldErrors = useFieldErrors(form);
  const action = useAction();
  const note = proofNote(stored, form);
  const set = (change: Partial<F>) => setForm((current) => ({ ...current, ...change }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    fieldErrors.clear();
    const kept = await action.run(
      async () => {
        try {
          return await store(form, note ? proofOf(typedProof) : {});
        } catch (reason) {
          if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, form);
          throw reason;
        }
      },
      ADMIN_FAILURES.settings.save,
      savedText,
    );
    if (kept) {
      setStored(kept);
      setForm(kept);
      setTypedProof(noReauthentication());
    }
  }

  const proof = note
    ? { note, value: typedProof, onChange: setTypedProof, errors: fieldErrors.errors }
    : null;
  /** `{...bound("key")}` gives a text field its value, open error and edit. */
  const bound = textFieldsOf(form, set, fieldErrors.errors);
  return { form, setForm, set, bound, fieldErrors, action, submit, proof };
}

/**
 * The frame every settings form shares: the banners of its last save, its fields, the password
 * when it changes a guarded setting, and its Save button.
 */
export function SettingsForm({
  settings: { fieldErrors, action, submit, proof },
  saveLabel,
  children,
}: {
  settings: {
    fieldErrors: { ref: React.Ref<HTMLFormElement> };
    action: Action;
    submit: (event: React.FormEvent) => unknown;
    proof: React.ComponentProps<typeof ReauthenticationFields> | null;
  };
  saveLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form ref={fieldErrors.ref} className="mt-3 flex flex-col gap-4" noValidate onSubmit={submit}>
      <ActionBanners action={action} />
      {children}
      {proof ? <ReauthenticationFields {...proof} /> : null}
      <div>
        <button type="submit" className={primaryButton} disabled={action.busy}>
          {action.busy ? "Saving..." : saveLabel}
        </button>
      </div>
    </form>
  );
}
