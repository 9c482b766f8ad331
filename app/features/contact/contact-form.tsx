import { useState } from "react";
import { INTERESTS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { CONTACT_RULES, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#domain/sales-desk/enquiry-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { HoneypotField, honeypotValue } from "../../components/ui/honeypot-field";
import { OffInPreview } from "../../components/ui/off-in-preview";
import { PageLink } from "../../components/ui/page-link";
import { useFormFields } from "../../components/ui/use-form-fields";
import { sendEnquiry } from "../../lib/enquiries/send-enquiry";
import { useFormToken } from "../../lib/enquiries/use-form-token";
import { visitAttribution } from "../../lib/enquiries/visit-attribution";
import { usePreview } from "../../lib/preview";
import {
  type ContactFormContext,
  type ContactFormState,
  EMPTY_CONTACT,
  FORM_ADDRESS,
  FORM_PAGE,
  NEW_CONTACT_FORM,
} from "./contact-fields";
import { ContactSent } from "./contact-sent";

const NO_CONTEXT: ContactFormContext = { about: null, attribution: {}, formToken: "" };
const FAILURE_TEXTS = {
  network: "An unexpected network error occurred. Please check your connection and try again.",
  refused: "Failed to send message. Please try again.",
  reasonFields: ["message", "error"],
};

/**
 * With JavaScript the form checks the fields and sends them to the API (SPEC §7). Without it,
 * or before it has loaded, the browser posts the form to the page (send-contact-form.server.ts),
 * which answers with the state to start from (`initial`).
 */
export function ContactForm({
  initial = NEW_CONTACT_FORM,
  context = NO_CONTEXT,
}: {
  initial?: ContactFormState;
  context?: ContactFormContext;
}) {
  const [status, setStatus] = useState<ContactFormState["status"]>(initial.status);
  const [failure, setFailure] = useState(initial.failure);
  const [sentBy, setSentBy] = useState<{ name: string; email: string }>();
  // The page may come from the public cache, its token as old as the copy: a fresh one is asked for.
  const freshToken = useFormToken();
  const preview = usePreview();
  // Sent here from a solution's page: the interest that goes with it is chosen to start with;
  // from the finder, the visitor's words start the message.
  const blank = {
    ...EMPTY_CONTACT,
    ...(context.about ? { interest: context.about.interest } : {}),
    ...(context.described ? { message: context.described } : {}),
  };
  // Editing a field clears an earlier error (SPEC §2); success has replaced the form.
  const { form, fields, setFields, field, check } = useFormFields(
    initial === NEW_CONTACT_FORM ? blank : initial.fields,
    () => setStatus((current) => (current === "error" ? "editing" : current)),
    initial.errors,
  );
  // Sent as hidden fields without JavaScript; with it, beside the fields in the JSON body.
  // The page it was sent from: this one, or the finder's when its words started the message.
  const attribution = { sourcePage: FORM_PAGE, ...context.attribution, ...initial.attribution };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotValue(event.currentTarget);
    if (!check(event.currentTarget, CONTACT_RULES)) return;
    setStatus("submitting");
    const { interest, ...typed } = fields;
    const result = await sendEnquiry(
      "/api/contact/enquiry",
      typed,
      {
        interest,
        ...visitAttribution(attribution.sourcePage ?? FORM_PAGE, attribution),
        [HONEYPOT_FIELD]: honeypot,
        [FORM_TOKEN_FIELD]: freshToken ?? context.formToken,
      },
      FAILURE_TEXTS,
    );
    if ("failed" in result) {
      setFailure(result.failed);
      setStatus("error");
      return;
    }
    setSentBy({ name: fields.name, email: fields.email });
    setFields({ ...blank, message: "" });
    // Kept on the phone for want of a signal: the page's notice of waiting messages says so.
    setStatus("sent" in result ? "success" : "editing");
  }

  if (status === "success") return <ContactSent onAnother={() => setStatus("editing")} visitor={sentBy} />;

  return (
    <form
      ref={form}
      method="post"
      action={FORM_ADDRESS}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      {context.about && (
        <p className="rounded-lg bg-indigo-50 px-4 py-3 text-slate-800 dark:bg-slate-900 dark:text-slate-200">
          Your message is about{" "}
          <PageLink
            to={`/solutions/${context.about.id}` satisfies PagePath}
            className="font-semibold underline"
          >
            {context.about.title}
          </PageLink>
          .
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" autoComplete="name" {...field("name")} />
        <FormField label="Company (optional)" autoComplete="organization" {...field("company")} />
        <FormField label="Email address" type="email" autoComplete="email" {...field("email")} />
        <FormField label="Phone (optional)" type="tel" autoComplete="tel" {...field("phone")} />
      </div>
      <FormField as="select" label="What are you interested in?" {...field("interest")}>
        {INTERESTS.map((interest) => (
          <option key={interest.value} value={interest.value}>
            {interest.label}
          </option>
        ))}
      </FormField>
      <FormField as="textarea" label="Message" {...field("message")} />
      <HoneypotField />
      {context.formToken && <input type="hidden" name={FORM_TOKEN_FIELD} value={context.formToken} />}
      {Object.entries(attribution).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {status === "error" && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          We use your details only to answer you. Read our{" "}
          <PageLink to={"/privacy" satisfies PagePath} className="underline">
            Privacy Policy
          </PageLink>
          .
        </p>
        {preview ? (
          <OffInPreview className={primaryButton}>Send Message</OffInPreview>
        ) : (
          <button type="submit" className={primaryButton} disabled={status === "submitting"}>
            {status === "submitting" ? "Sending..." : "Send Message"}
          </button>
        )}
      </div>
    </form>
  );
}
