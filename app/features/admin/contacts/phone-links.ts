import { internationalDigits, isSouthAfricanMobile } from "#domain/phone-number";

// Links that start a conversation with the person who sent an enquiry.

/**
 * A wa.me link for a South African mobile number, whatever way it was typed (the one reading
 * of domain/phone-number.ts); otherwise null: a landline or a foreign number may have no
 * WhatsApp, and the inbox offers the call instead.
 */
export function whatsappHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits && isSouthAfricanMobile(digits) ? `https://wa.me/${digits}` : null;
}
