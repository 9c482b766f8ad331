// How visitors reach the company: edited in Admin settings, read by the footer, the contact
// page and the structured data. Only the shape and the defaults: the public pages import them,
// so the rules (which bring the text and phone rules with them) live in
// company-details-schema.ts.

export const SOCIAL_NETWORKS = [
  { key: "linkedin", name: "LinkedIn" },
  { key: "facebook", name: "Facebook" },
  { key: "x", name: "X" },
] as const;

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["key"];

export interface CompanyDetails {
  phone: string;
  /** Blank: no WhatsApp button anywhere on the site. */
  whatsapp: string;
  email: string;
  /** One line, e.g. "12 Main Road, Cape Town"; blank: not shown. */
  address: string;
  /** Profile URLs; a blank one is not shown. */
  social: Record<SocialNetwork, string>;
  /** A booking page (Cal.com, Calendly, Google Calendar); blank: nothing about booking shows. */
  bookingUrl: string;
}

/** What the site said before the details could be edited. */
export const DEFAULT_COMPANY_DETAILS: CompanyDetails = {
  phone: "+27 10 555 0123",
  whatsapp: "+27 10 555 0123",
  email: "hello@aisolutions.co.za",
  address: "",
  social: {
    linkedin: "https://www.linkedin.com/company/aisolutions-za",
    facebook: "https://www.facebook.com/aisolutionsza",
    x: "https://x.com/aisolutionsza",
  },
  bookingUrl: "",
};
