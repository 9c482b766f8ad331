import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactEnquirySchema, getStartedEnquirySchema } from "#domain/sales-desk/enquiry";
import { CONTACT_RULES, GET_STARTED_RULES } from "#domain/sales-desk/enquiry-rules";
import { formErrorsAsApi, typedText as text } from "../../../../tests/support/form-and-api";

// The public forms check an enquiry in the browser without zod; the API checks it with zod.
// Both read the rules of domain/sales-desk/enquiry-rules.ts; these tests send the same input through
// both and expect the same field messages, so a visitor never passes one and fails the other.

const getStarted = {
  name: "Thandi",
  email: "thandi@example.co.za",
  company: "",
  phone: "",
  message: "Help with stock",
};
const contact = { ...getStarted, interest: "crm" as const };

describe("Get Started enquiry: the form and the API agree", () => {
  const both = (input: typeof getStarted) =>
    formErrorsAsApi(getStartedEnquirySchema, GET_STARTED_RULES, input);

  it("accepts a complete enquiry with a blank company", () => {
    expect(both(getStarted)).toEqual({});
  });
  it("gives the SPEC §5 texts for blank fields", () => {
    expect(both({ name: " ", email: "", company: "", phone: "", message: "\n" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Please let us know how we can help.",
    });
  });
  it("refuses an email without at sign or dot", () => {
    expect(both({ ...getStarted, email: "thandi.example" })).toEqual({ email: "Invalid email address." });
    expect(both({ ...getStarted, email: "thandi@example" })).toEqual({ email: "Invalid email address." });
  });
  it("limits lengths after trimming", () => {
    expect(both({ ...getStarted, name: ` ${"n".repeat(100)} ` })).toEqual({});
    expect(both({ ...getStarted, name: "n".repeat(101), company: "c".repeat(201) })).toEqual({
      name: "Must be at most 100 characters",
      company: "Must be at most 200 characters",
    });
    expect(both({ ...getStarted, message: "m".repeat(5001) })).toEqual({
      message: "Must be at most 5000 characters",
    });
  });
  it("reports a too long email as too long, not as malformed", () => {
    expect(both({ ...getStarted, email: `${"e".repeat(250)}@x.co` })).toEqual({
      email: "Must be at most 254 characters",
    });
  });
});

describe("contact page enquiry: the form and the API agree", () => {
  const both = (input: typeof contact) => formErrorsAsApi(contactEnquirySchema, CONTACT_RULES, input);

  it("requires name, email and message, with the same texts as the dialog for name and email", () => {
    expect(both({ ...contact, name: "", email: "", message: "" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });
  it("checks the email format and leaves company and phone optional", () => {
    expect(both({ ...contact, email: "sipho@" })).toEqual({ email: "Invalid email address." });
    expect(both(contact)).toEqual({});
  });
  it("accepts a phone number of digits, spaces and + ( ) . / - only, up to 30 characters", () => {
    expect(both({ ...contact, phone: "+27 (82) 123-4567" })).toEqual({});
    expect(both({ ...contact, phone: "call me maybe" })).toEqual({
      phone: "Please enter a valid phone number.",
    });
    expect(both({ ...contact, phone: "1".repeat(31) })).toEqual({ phone: "Must be at most 30 characters" });
  });
});

describe("property: for any text the form and the API give the same messages", () => {
  it("holds for the Get Started enquiry", () => {
    fc.assert(
      fc.property(
        fc.record({ name: text, email: text, company: text, phone: text, message: text }),
        (input) => {
          formErrorsAsApi(getStartedEnquirySchema, GET_STARTED_RULES, input);
        },
      ),
    );
  });
  it("holds for the contact page enquiry", () => {
    fc.assert(
      fc.property(
        fc.record({ name: text, email: text, company: text, phone: text, message: text }),
        (input) => {
          formErrorsAsApi(contactEnquirySchema, CONTACT_RULES, input);
        },
      ),
    );
  });
});
