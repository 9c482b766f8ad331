import { DEFAULT_INTEREST, INTEREST_VALUES, type Interest } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import type { Attribution } from "#domain/sales-desk/enquiry-attribution";
import type { FieldErrors } from "#domain/text-rules";

// What the contact form holds while the visitor types; the checks are CONTACT_RULES.

/**
 * Where the form is on the page. Posted without JavaScript, the form goes to this address, so
 * the answer opens at the form (thanks or messages), not at the top of the page.
 */
/** The contact page, which the form is part of. */
export const FORM_PAGE = "/contact" satisfies PagePath;
export const FORM_SECTION_ID = "send-message";
export const FORM_ADDRESS = `/contact#${FORM_SECTION_ID}` satisfies PagePath;

export interface ContactFields {
  name: string;
  company: string;
  email: string;
  phone: string;
  interest: Interest;
  message: string;
}

export const EMPTY_CONTACT: ContactFields = {
  name: "",
  company: "",
  email: "",
  phone: "",
  interest: DEFAULT_INTEREST,
  message: "",
};

/** The form's state: where it starts, and what the page shows after a post without JavaScript. */
export interface ContactFormState {
  status: "editing" | "submitting" | "success" | "error";
  fields: ContactFields;
  errors: FieldErrors<keyof ContactFields>;
  /** The error banner's text, shown in the "error" status. */
  failure: string;
  /** Where the enquiry comes from, as posted without JavaScript, to send again. */
  attribution?: Partial<Attribution>;
}

/** What the contact page knows from its address: the solution asked about, campaign tags. */
export interface ContactFormContext {
  /** The solution whose Get Started button led here. */
  about: { id: string; title: string; interest: Interest } | null;
  /** The words the visitor typed into the finder, to start the message with ("" when none). */
  described?: string;
  attribution: Partial<Attribution>;
  /** The form's signed issue time (decision 0051), sent back with it. */
  formToken: string;
}

export const NEW_CONTACT_FORM: ContactFormState = {
  status: "editing",
  fields: EMPTY_CONTACT,
  errors: {},
  failure: "",
};

const isInterest = (value: string): value is Interest =>
  (INTEREST_VALUES as readonly string[]).includes(value);

/** The fields as posted, to show them again: a missing one blank, an unknown interest the default. */
export function postedContactFields(form: FormData): ContactFields {
  const text = (name: keyof ContactFields) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const interest = text("interest");
  return {
    name: text("name"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    interest: isInterest(interest) ? interest : DEFAULT_INTEREST,
    message: text("message"),
  };
}
