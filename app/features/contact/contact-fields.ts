import { DEFAULT_INTEREST, type Interest } from "../../../domain/options";

// What the contact form holds while the visitor types; the checks are CONTACT_RULES.

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
