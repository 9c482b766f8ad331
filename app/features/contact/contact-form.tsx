import { useState } from "react";
import { CONTACT_RULES, HONEYPOT_FIELD } from "../../../domain/enquiry-rules";
import { INTERESTS, type Interest } from "../../../domain/options";
import { checkFields, type FieldErrors } from "../../../domain/text-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { HoneypotField, honeypotValue } from "../../components/ui/honeypot-field";
import { PageLink } from "../../components/ui/page-link";
import { messageFrom, sendJson } from "../../lib/send-json";
import { type ContactFields, EMPTY_CONTACT } from "./contact-fields";

type Status = "editing" | "submitting" | "success" | "error";

export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactFields>>({});
  const [status, setStatus] = useState<Status>("editing");
  const [failure, setFailure] = useState("");

  // Editing a field clears an earlier success or error (SPEC §2).
  const update =
    (name: keyof ContactFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      if (status === "error") setStatus("editing");
    };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotValue(event.currentTarget);
    const found = checkFields(CONTACT_RULES, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus("submitting");
    const result = await sendJson("POST", "/api/contact/enquiry", {
      name: fields.name.trim(),
      company: fields.company.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      message: fields.message.trim(),
      interest: fields.interest,
      [HONEYPOT_FIELD]: honeypot,
    });
    if (result.ok) {
      setFields(EMPTY_CONTACT);
      setStatus("success");
    } else {
      setFailure(
        result.kind === "network"
          ? "An unexpected network error occurred. Please check your connection and try again."
          : (messageFrom(result.body, ["message", "error"]) ?? "Failed to send message. Please try again."),
      );
      setStatus("error");
    }
  }

  if (status === "success") {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-8 text-center dark:bg-green-950">
        <h2 className="text-2xl font-bold text-green-900 dark:text-green-100">Thank you for your message!</h2>
        <p className="mt-2 text-green-900 dark:text-green-100">We will reply within one working day.</p>
        <button type="button" className={`${secondaryButton} mt-6`} onClick={() => setStatus("editing")}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Your name"
          name="name"
          autoComplete="name"
          value={fields.name}
          onChange={update("name")}
          error={errors.name}
        />
        <FormField
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          value={fields.company}
          onChange={update("company")}
          error={errors.company}
        />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={update("email")}
          error={errors.email}
        />
        <FormField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={update("phone")}
          error={errors.phone}
        />
      </div>
      <FormField
        as="select"
        label="What are you interested in?"
        name="interest"
        value={fields.interest}
        onChange={(event) => {
          setFields((current) => ({ ...current, interest: event.target.value as Interest }));
          if (status === "error") setStatus("editing");
        }}
      >
        {INTERESTS.map((interest) => (
          <option key={interest.value} value={interest.value}>
            {interest.label}
          </option>
        ))}
      </FormField>
      <FormField
        as="textarea"
        label="Message"
        name="message"
        value={fields.message}
        onChange={update("message")}
        error={errors.message}
      />
      <HoneypotField />
      {status === "error" && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          We use your details only to answer you. Read our{" "}
          <PageLink to="/privacy" className="underline">
            Privacy Policy
          </PageLink>
          .
        </p>
        <button type="submit" className={primaryButton} disabled={status === "submitting"}>
          {status === "submitting" ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
