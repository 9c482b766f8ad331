import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { interestOfSolution } from "#domain/content/solution-interest";
import { INTERESTS, type Interest } from "#domain/options";
import { ENQUIRY_SOURCE_LABELS, LOGGED_CHANNELS } from "#domain/sales-desk/contact-admin";
import { CONTACT_DETAIL_REQUIRED, LOGGED_CONVERSATION_RULES } from "#domain/sales-desk/enquiry-rules";
import type { FieldErrors } from "#domain/text-rules";
import { checkFields } from "#domain/text-rules";
import { type Contact, type LoggedConversationInput, logConversation } from "../api/contacts";
import { fetchSolutions } from "../api/solutions";
import { useAdminSession } from "../ui/admin-session";
import { DialogFormFoot } from "../ui/dialogs/dialog-form-foot";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { textFieldsOf } from "../ui/field-errors";
import { SelectField, TextAreaField, TextField } from "../ui/fields";
import { primaryButton } from "../ui/styles";
import { useFormSubmit } from "../ui/use-form-submit";

// The inbox's "Log a conversation" (issue 35, docs/decisions/0057): a lead who wrote on
// WhatsApp, called, walked in or emailed someone, put in the inbox by hand.

type Field = keyof LoggedConversationInput;
const FIELDS: readonly Field[] = [
  "channel",
  "name",
  "phone",
  "email",
  "company",
  "solutionId",
  "interest",
  "message",
];
const EMPTY: LoggedConversationInput = {
  channel: "whatsapp",
  name: "",
  phone: "",
  email: "",
  company: "",
  solutionId: "",
  interest: "other",
  message: "",
};
const CHANNEL_OPTIONS = LOGGED_CHANNELS.map((channel) => ({
  value: channel,
  label: ENQUIRY_SOURCE_LABELS[channel],
}));

/** What the server would refuse, found before asking it: each field's first problem. */
function check(values: LoggedConversationInput): FieldErrors<Field> {
  const errors: FieldErrors<Field> = checkFields(LOGGED_CONVERSATION_RULES, values);
  if (!values.phone.trim() && !values.email.trim()) {
    errors.phone ??= CONTACT_DETAIL_REQUIRED;
    errors.email ??= CONTACT_DETAIL_REQUIRED;
  }
  return errors;
}

/**
 * The solutions a conversation can be about, with the interest each goes with, read when the
 * dialog opens; none if that fails.
 */
function useSolutionOptions() {
  const [options, setOptions] = useState<{ value: string; label: string; interest?: Interest }[]>([
    { value: "", label: "None" },
  ]);
  useEffect(() => {
    let current = true;
    fetchSolutions()
      .then(
        (solutions) =>
          current &&
          setOptions([
            { value: "", label: "None" },
            ...solutions.map((solution) => ({
              value: solution.id,
              label: solution.title,
              interest: interestOfSolution(solution),
            })),
          ]),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return options;
}

function LogConversationDialog({
  onLogged,
  onClose,
}: {
  onLogged: (contact: Contact) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(
    FIELDS,
    ADMIN_FAILURES.contacts.logConversation,
  );
  const solutions = useSolutionOptions();
  const form = useRef<HTMLFormElement>(null);
  const set = (changes: Partial<LoggedConversationInput>) =>
    setValues((current) => ({ ...current, ...changes }));
  const text = textFieldsOf(values, set, fieldErrors);

  // After a refused try, the first field to correct has focus (WCAG 3.3.1).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of errors moves focus again
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [fieldErrors]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const problems = check(values);
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const logged = await submit(() => logConversation(values));
    if (logged) onLogged(logged);
  }

  return (
    <ModalDialog open title="Log a conversation" onClose={onClose}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        A lead who wrote on WhatsApp, called, walked in or emailed you. No one is mailed.
      </p>
      <form ref={form} onSubmit={send} noValidate className="mt-4">
        <fieldset disabled={busy} className="flex flex-col gap-3">
          <SelectField
            label="Channel"
            required
            options={CHANNEL_OPTIONS}
            value={values.channel}
            error={fieldErrors.channel}
            onChange={(event) => set({ channel: event.target.value as LoggedConversationInput["channel"] })}
          />
          <TextField label="Name" required autoComplete="off" {...text("name")} />
          <TextField
            label="WhatsApp or phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={fieldErrors.phone ? undefined : "A phone number or an email address is needed."}
            {...text("phone")}
          />
          <TextField label="Email" type="email" autoComplete="off" {...text("email")} />
          <TextField label="Company" autoComplete="off" {...text("company")} />
          <SelectField
            label="Solution"
            options={solutions}
            value={values.solutionId}
            error={fieldErrors.solutionId}
            onChange={(event) => {
              const chosen = solutions.find((option) => option.value === event.target.value);
              // The interest that goes with the solution, which the admin may still change.
              set({
                solutionId: event.target.value,
                ...(chosen?.interest ? { interest: chosen.interest } : {}),
              });
            }}
          />
          <SelectField
            label="Interest"
            options={INTERESTS}
            value={values.interest}
            error={fieldErrors.interest}
            onChange={(event) => set({ interest: event.target.value as LoggedConversationInput["interest"] })}
          />
          <TextAreaField label="What was said" required rows={4} {...text("message")} />
          <DialogFormFoot error={error} onCancel={onClose} gap="mt-2">
            {busy ? "Saving..." : "Log conversation"}
          </DialogFormFoot>
        </fieldset>
      </form>
    </ModalDialog>
  );
}

/**
 * The inbox's button and its dialog. The logged enquiry opens in the panel, to be worked like any
 * other, and the list is read again behind it.
 */
export function LogConversation() {
  const [open, setOpen] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const { inbox } = useAdminSession();
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        <ChatBubbleLeftRightIcon className="size-4" aria-hidden="true" />
        Log a conversation
      </button>
      {open ? (
        <LogConversationDialog
          onClose={() => setOpen(false)}
          onLogged={(contact) => {
            setOpen(false);
            inbox.refresh();
            setSearchParams(
              (current) => {
                current.set("id", contact.id);
                return current;
              },
              { preventScrollReset: true },
            );
          }}
        />
      ) : null}
    </>
  );
}
