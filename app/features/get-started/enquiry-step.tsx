import { useEffect, useState } from "react";
import { GET_STARTED_INTEREST } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { FORM_TOKEN_FIELD, GET_STARTED_RULES, HONEYPOT_FIELD } from "#domain/sales-desk/enquiry-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { HoneypotField, honeypotValue } from "../../components/ui/honeypot-field";
import { PageLink } from "../../components/ui/page-link";
import { useFormFields } from "../../components/ui/use-form-fields";
import { sendEnquiry } from "../../lib/enquiries/send-enquiry";
import { useFormToken } from "../../lib/enquiries/use-form-token";
import { visitAttribution } from "../../lib/enquiries/visit-attribution";

type EnquiryFields = Record<keyof typeof GET_STARTED_RULES, string>;
const EMPTY: EnquiryFields = { name: "", email: "", company: "", phone: "", message: "" };
const FAILURE_TEXTS = {
  network: "A network error occurred. Please check your connection.",
  refused: "Submission failed. Please try again.",
  reasonFields: ["message"],
};

/** The enquiry form: what the visitor needs, sent to POST /api/enquiries. */
export function EnquiryStep({
  onSent,
  onClose,
}: {
  /** Told who sent it, for the booking link of the next step. */
  onSent: (visitor: { name: string; email: string }) => void;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { form, fields, setFields, field, check } = useFormFields(EMPTY, () => setFailure(null));
  const formToken = useFormToken();
  useEffect(() => form.current?.querySelector<HTMLElement>("input, textarea")?.focus(), [form]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotValue(event.currentTarget);
    setFailure(null);
    if (!check(event.currentTarget, GET_STARTED_RULES)) return;
    setSending(true);
    const result = await sendEnquiry(
      "/api/enquiries",
      fields,
      {
        interest: GET_STARTED_INTEREST,
        // The page the dialog was opened on; on a solution page, that names the solution.
        ...visitAttribution(window.location.pathname),
        [HONEYPOT_FIELD]: honeypot,
        [FORM_TOKEN_FIELD]: formToken,
      },
      FAILURE_TEXTS,
    );
    setSending(false);
    if ("failed" in result) {
      setFailure(result.failed);
      return;
    }
    setFields(EMPTY);
    // Kept on the phone for want of a signal: the dialog closes on the page's notice of it.
    if ("sent" in result) onSent({ name: fields.name, email: fields.email });
    else onClose();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <h2 id="get-started-title" className="pr-10 text-2xl font-bold">
        Tell us what you need
      </h2>
      <FormField label="Full Name" autoComplete="name" {...field("name")} />
      <FormField label="Email Address" type="email" autoComplete="email" {...field("email")} />
      <FormField label="Company (Optional)" autoComplete="organization" {...field("company")} />
      <FormField label="WhatsApp or phone (Optional)" type="tel" autoComplete="tel" {...field("phone")} />
      <FormField as="textarea" label="How can we help?" {...field("message")} />
      <HoneypotField />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-700 dark:text-slate-300">
          We use your details only to reply. See our{" "}
          <PageLink to={"/privacy" satisfies PagePath} className="underline" onClick={onClose}>
            Privacy Policy
          </PageLink>
          .
        </p>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? "Sending..." : "Submit Request"}
        </button>
      </div>
    </form>
  );
}
