// Who we are, in one place: the footer, contact page, legal pages and structured data read it.
export const COMPANY = {
  name: "AI Solutions",
  legalName: "AI Solutions (Pty) Ltd",
  tagline: "Empowering businesses with cutting-edge AI solutions.",
  email: "hello@aisolutions.co.za",
  phone: "+27 10 555 0123",
  phoneHref: "tel:+27105550123",
  whatsappHref: "https://wa.me/27105550123",
  whatsappLabel: "+27 10 555 0123",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/aisolutions-za" },
    { name: "Facebook", href: "https://www.facebook.com/aisolutionsza" },
    { name: "X", href: "https://x.com/aisolutionsza" },
  ],
} as const;
