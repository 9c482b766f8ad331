import type { VatRate } from "../money";

// Who the seller is in law, edited in Admin settings › Legal details: the footer, the terms and
// every quote show it (ECTA s43(1); VAT Act s65; see docs/legal.md and decision 0086). Nothing
// here but the shape and the lines the footer shows: the public pages import it, so the
// defaults and rules live in legal-details-schema.ts.

export interface LegalDetails {
  /** The name on the CIPC register, e.g. "AI Solutions (Pty) Ltd". */
  registeredName: string;
  /** CIPC's form, e.g. "2019/123456/07"; blank until the admin gives it. */
  registrationNumber: string;
  /** Where the company receives legal documents (ECTA s43(1)(e)); blank: not given yet. */
  physicalAddress: string;
  /** false: prices carry no VAT and no page says a word about VAT. */
  vatRegistered: boolean;
  /** SARS's 10 digits starting with 4; blank when not registered. */
  vatNumber: string;
  /** The standard rate by date, newest last; SARS's table unless an admin changes it. */
  vatRates: VatRate[];
}

/** The lines the footer, the terms and quotes show about the seller, in that order. */
export function legalLines(details: LegalDetails): string[] {
  return [
    details.registeredName,
    ...(details.registrationNumber ? [`Registration number ${details.registrationNumber}`] : []),
    ...(details.vatRegistered && details.vatNumber ? [`VAT number ${details.vatNumber}`] : []),
    ...(details.physicalAddress ? [details.physicalAddress] : []),
  ];
}
