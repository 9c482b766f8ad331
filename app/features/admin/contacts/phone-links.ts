// Links that start a conversation with the person who sent an enquiry.

const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, "");

export const telHref = (phone: string) => `tel:${digitsOf(phone)}`;

/**
 * A wa.me link for a South African mobile number (+27 6x/7x/8x, 27…, or 06x/07x/08x with nine
 * digits after the 0), whatever spaces, dashes or brackets it was typed with; otherwise null.
 */
export function whatsappHref(phone: string): string | null {
  const digits = digitsOf(phone).replace(/^\+/, "").replace(/^00/, "");
  const national = digits.startsWith("27")
    ? digits.slice(2)
    : digits.startsWith("0")
      ? digits.slice(1)
      : null;
  if (national === null || !/^[678]\d{8}$/.test(national)) return null;
  return `https://wa.me/27${national}`;
}
