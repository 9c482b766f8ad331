import { DEFAULT_INTEREST, type Interest } from "../../../domain/options";
import { isEmail } from "../../lib/email";

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

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** SPEC §5: name, email (valid) and message are required; company and phone are optional. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = "Please enter your name.";
  if (!fields.email.trim()) errors.email = "Please enter your email address.";
  else if (!isEmail(fields.email)) errors.email = "Please enter a valid email address.";
  if (!fields.message.trim()) errors.message = "Please enter a message.";
  return errors;
}
