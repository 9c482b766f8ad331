import { useId, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { MaybeBanner } from "../ui/banner";
import { useFieldErrors } from "../ui/field-errors";
import { panelClass } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { SETTINGS_LOAD_FAILURE, SETTINGS_SAVE_FAILURE } from "./settings-failures";

/**
 * A section of the settings screen whose form starts from what `load` answers: the form is
 * mounted once that is in, so it never shows empty fields that are then overwritten.
 */
export function SettingsPanel<T>({
  title,
  description,
  load,
  children,
}: {
  title: string;
  description: string;
  load: () => Promise<T>;
  children: (saved: T) => React.ReactNode;
}) {
  const id = useId();
  const { data, error } = useAsyncData(load, SETTINGS_LOAD_FAILURE);
  return (
    <section className={panelClass} aria-labelledby={`${id}-title`}>
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
 */
export function useSettingsForm<F>(saved: F, store: (form: F) => Promise<F>, savedText: string) {
  const [form, setForm] = useState(saved);
  const fieldErrors = useFieldErrors(form);
  const action = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    fieldErrors.clear();
    const stored = await action.run(
      async () => {
        try {
          return await store(form);
        } catch (reason) {
          if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, form);
          throw reason;
        }
      },
      SETTINGS_SAVE_FAILURE,
      savedText,
    );
    if (stored) setForm(stored);
  }

  return { form, setForm, fieldErrors, action, submit };
}
