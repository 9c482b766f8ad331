import {
  AcademicCapIcon,
  ChatBubbleLeftRightIcon,
  SparklesIcon,
  XMarkIcon,
} from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import { GET_STARTED_RULES, HONEYPOT_FIELD } from "../../../domain/enquiry-rules";
import { GET_STARTED_INTEREST } from "../../../domain/options";
import { Alert } from "../../components/ui/alert";
import { iconButton, primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { HoneypotField, honeypotValue } from "../../components/ui/honeypot-field";
import { PageLink } from "../../components/ui/page-link";
import { useFormFields } from "../../components/ui/use-form-fields";
import { messageFrom, sendJson } from "../../lib/send-json";
import { visitAttribution } from "../../lib/visit-attribution";

// Native <dialog> with showModal(): the browser traps focus, makes the page inert and
// closes on Escape. We add the scroll lock and the three steps of SPEC §2.

type Step = "initial" | "contactForm" | "success";
type EnquiryFields = Record<keyof typeof GET_STARTED_RULES, string>;
const EMPTY: EnquiryFields = { name: "", email: "", company: "", message: "" };

export default function GetStartedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>("initial");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep("initial");
      dialog.showModal();
      document.body.style.overflow = "hidden";
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    document.body.style.overflow = "";
    onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape, which the native dialog handles
    <dialog
      ref={ref}
      aria-labelledby="get-started-title"
      onClose={handleClose}
      // A click on the dimmed backdrop lands on the <dialog> itself (its content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="relative p-6">
        <button
          type="button"
          className={`${iconButton} absolute top-3 right-3`}
          aria-label="Close"
          onClick={() => ref.current?.close()}
        >
          <XMarkIcon aria-hidden="true" className="h-5 w-5" />
        </button>
        {step === "initial" && (
          <InitialStep onClose={() => ref.current?.close()} onContact={() => setStep("contactForm")} />
        )}
        {step === "contactForm" && (
          <ContactStep onSent={() => setStep("success")} onClose={() => ref.current?.close()} />
        )}
        {step === "success" && <SuccessStep onClose={() => ref.current?.close()} />}
      </div>
    </dialog>
  );
}

const choiceClass =
  "flex w-full items-center gap-4 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-600 hover:bg-indigo-50 dark:border-slate-700 dark:hover:bg-slate-800";

function InitialStep({ onClose, onContact }: { onClose: () => void; onContact: () => void }) {
  return (
    <div>
      <h2 id="get-started-title" className="pr-10 text-2xl font-bold">
        How would you like to begin?
      </h2>
      <ul className="mt-6 space-y-3">
        <li>
          <PageLink to="/ai-basics" className={choiceClass} onClick={onClose}>
            <AcademicCapIcon
              aria-hidden="true"
              className="h-8 w-8 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <span>
              <span className="block font-semibold">Learn AI Basics</span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                Plain-language answers to what AI can do for you.
              </span>
            </span>
          </PageLink>
        </li>
        <li>
          <PageLink to="/solutions" className={choiceClass} onClick={onClose}>
            <SparklesIcon
              aria-hidden="true"
              className="h-8 w-8 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <span>
              <span className="block font-semibold">Explore AI Solutions</span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                Browse ready-made tools by tier, challenge and sector.
              </span>
            </span>
          </PageLink>
        </li>
        <li>
          <button type="button" className={choiceClass} onClick={onContact}>
            <ChatBubbleLeftRightIcon
              aria-hidden="true"
              className="h-8 w-8 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <span>
              <span className="block font-semibold">Request Custom Solution / Contact Us</span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                Tell us about your business and we will get back to you.
              </span>
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}

// Each step takes the focus where the visitor goes on: the step they were on has gone, and
// with it the control that had the focus.

function ContactStep({ onSent, onClose }: { onSent: () => void; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { fields, setFields, errors, update, check } = useFormFields(EMPTY, () => setFailure(null));
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("input, textarea")?.focus(), []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotValue(event.currentTarget);
    setFailure(null);
    if (!check(event.currentTarget, GET_STARTED_RULES)) return;
    setSending(true);
    const result = await sendJson("POST", "/api/enquiries", {
      name: fields.name.trim(),
      email: fields.email.trim(),
      company: fields.company.trim(),
      message: fields.message.trim(),
      interest: GET_STARTED_INTEREST,
      // The page the dialog was opened on; on a solution page, that names the solution.
      ...visitAttribution(window.location.pathname),
      [HONEYPOT_FIELD]: honeypot,
    });
    setSending(false);
    if (result.ok) {
      setFields(EMPTY);
      onSent();
    } else if (result.kind === "network") {
      setFailure("A network error occurred. Please check your connection.");
    } else {
      setFailure(messageFrom(result.body, ["message"]) ?? "Submission failed. Please try again.");
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <h2 id="get-started-title" className="pr-10 text-2xl font-bold">
        Tell us what you need
      </h2>
      <FormField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={update("name")}
        error={errors.name}
      />
      <FormField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={update("email")}
        error={errors.email}
      />
      <FormField
        label="Company (Optional)"
        name="company"
        autoComplete="organization"
        value={fields.company}
        onChange={update("company")}
        error={errors.company}
      />
      <FormField
        as="textarea"
        label="How can we help?"
        name="message"
        value={fields.message}
        onChange={update("message")}
        error={errors.message}
      />
      <HoneypotField />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-700 dark:text-slate-300">
          We use your details only to reply. See our{" "}
          <PageLink to="/privacy" className="underline" onClick={onClose}>
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

function SuccessStep({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="py-4 text-center">
      <h2 id="get-started-title" className="text-2xl font-bold">
        Message Sent!
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Thank you for reaching out. We'll be in touch soon.
      </p>
      <button ref={close} type="button" className={`${primaryButton} mt-6`} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
