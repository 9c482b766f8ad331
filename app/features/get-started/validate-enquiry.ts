import { isEmail } from "../../lib/email";

// SPEC §5 rules and texts for the Get Started enquiry.

export interface EnquiryFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryFields, string>>;

export function validateEnquiry(fields: EnquiryFields): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!fields.name.trim()) errors.name = "Name is required.";
  if (!fields.email.trim()) errors.email = "Email is required.";
  else if (!isEmail(fields.email)) errors.email = "Invalid email address.";
  if (!fields.message.trim()) errors.message = "Please let us know how we can help.";
  return errors;
}
