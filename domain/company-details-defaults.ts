// How visitors reach the company, edited in Admin settings and read by the footer, the contact
// page and the structured data: the shape and the defaults, apart from the rules that check
// them (./company-details.ts), so that the public pages' scripts carry no validation code.

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
