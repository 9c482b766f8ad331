import { httpsAddress } from "../web-address";

// "Book a 20-minute call" (issue 35): the company's booking page, set in Company Details, with
// the visitor's name and email filled in where the booking service reads them from the address.

export const BOOK_A_CALL = "Book a 20-minute call";

/** Booking services that take the attendee's name and email as `name` and `email`. */
const PREFILLING_HOSTS = /(^|\.)(cal\.com|calendly\.com)$/i;

/**
 * The booking page's address, prefilled with `visitor` where its host supports it; null when
 * the stored address is not one visitors can be sent to (web-address.ts), so nothing is offered.
 */
export function bookingLink(bookingUrl: string, visitor?: { name?: string; email?: string }): string | null {
  const url = httpsAddress(bookingUrl);
  if (!url) return null;
  if (visitor && PREFILLING_HOSTS.test(url.hostname)) {
    if (visitor.name) url.searchParams.set("name", visitor.name);
    if (visitor.email) url.searchParams.set("email", visitor.email);
  }
  return url.toString();
}
