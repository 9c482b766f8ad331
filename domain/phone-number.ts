// The one reading of a phone number as people type it, for the company's own numbers (Company
// Details) and an enquirer's alike: every link, stored form and check goes through it, so a
// number that works in one place works in all (issue 52, item 14).

/** E.164 allows at most 15 digits; fewer than 9 is no South African or international number. */
export const PHONE_DIGITS = { min: 9, max: 15 };

/**
 * What a typed number may hold: an optional + (spaces before it), then digits and the usual
 * separators, or nothing. Spaces match in one place only, so a long run of them fails in linear time.
 */
export const TYPED_PHONE_NUMBER = /^(?:\s*\+)?[\d\s()./-]*$/;
const SOUTH_AFRICA = "27";
/** A South African number has nine digits after its country code (or its trunk 0). */
const NATIONAL_DIGITS = 9;

/**
 * The number's digits in international form without the plus ("27825550101"), as tel: and
 * wa.me take them, or null when it is not a phone number. South African numbers may be typed
 * with the trunk 0 ("082 555 0101"), without it ("82 555 0101"), with the country code and no
 * plus ("27 82 555 0101"), and with the trunk 0 kept after the country code ("+27 (0) 82 555
 * 0101", "+27 082 555 0101"). A number that starts with + or 00 and another country code is
 * taken as written.
 */
export function internationalDigits(typed: string): string | null {
  if (!TYPED_PHONE_NUMBER.test(typed)) return null;
  const international = /^\s*(\+|00)/.test(typed);
  let digits: string | null = typed.replace(/\D/g, "");
  if (international && digits.startsWith("00") && !typed.trim().startsWith("+")) digits = digits.slice(2);
  else if (!international) digits = nationalToInternational(digits);
  if (digits === null) return null;
  if (digits.startsWith(`${SOUTH_AFRICA}0`) && digits.length === SOUTH_AFRICA.length + 1 + NATIONAL_DIGITS)
    digits = SOUTH_AFRICA + digits.slice(SOUTH_AFRICA.length + 1);
  if (digits.startsWith(SOUTH_AFRICA))
    return digits.length === SOUTH_AFRICA.length + NATIONAL_DIGITS ? digits : null;
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max ? digits : null;
}

/**
 * A number typed without + or 00: South African with its trunk 0 (exactly nine digits after
 * it) or without, else taken as international digits without the plus.
 */
function nationalToInternational(digits: string): string | null {
  if (digits.startsWith("0"))
    return digits.length === 1 + NATIONAL_DIGITS ? SOUTH_AFRICA + digits.slice(1) : null;
  if (digits.length === NATIONAL_DIGITS) return SOUTH_AFRICA + digits;
  return digits;
}

/** A South African mobile number (+27 6x, 7x or 8x), the kind that has WhatsApp. */
const isSouthAfricanMobile = (digits: string) => /^27[678]\d{8}$/.test(digits);

/** A tel: link that dials the number from anywhere, or null when it is not a number. */
export function telHref(typed: string): string | null {
  const digits = internationalDigits(typed);
  return digits && `tel:+${digits}`;
}

/** The wa.me address of a chat with the number, or null when it is not a number. */
export function whatsappHref(typed: string): string | null {
  const digits = internationalDigits(typed);
  return digits && `https://wa.me/${digits}`;
}

/**
 * The wa.me address of a chat with an enquirer's South African mobile number; null for any
 * other: a landline or a foreign number may have no WhatsApp, and the inbox offers the call.
 */
export function mobileWhatsappHref(typed: string): string | null {
  const digits = internationalDigits(typed);
  return digits && isSouthAfricanMobile(digits) ? whatsappHref(digits) : null;
}

/**
 * The digits the inbox's search compares a number by (issue 45, item 5): a whole number in
 * international form ("27721234567" for "072 123 4567", "+27 72 123 4567" and "27721234567"
 * alike), or the digits of part of one, a South African trunk 0 read as 27 ("072 123" as
 * "2772123"); null when `typed` is not written like a number or holds no digit.
 */
export function searchedPhoneDigits(typed: string): string | null {
  if (!TYPED_PHONE_NUMBER.test(typed)) return null;
  const whole = internationalDigits(typed);
  if (whole) return whole;
  const digits = typed.replace(/\D/g, "");
  if (/^0[1-9]/.test(digits)) return SOUTH_AFRICA + digits.slice(1);
  return digits || null;
}
