import { COMPANY } from "#domain/company/company";
import type { CompanyDetails } from "#domain/company/company-details";
import { internationalDigits, whatsappHref } from "#domain/phone-number";
import { BRAND_ICONS } from "../brand";
import { socialProfiles } from "./social-profiles";

// Apart from JsonLd (json-ld.tsx), which the solution page uses too: that page's first load
// need not carry the phone rules this takes (decision 0086).

/** schema.org Organization: how search engines show who we are and how to reach us. */
export function organizationJsonLd(details: CompanyDetails, publicUrl: string) {
  const telephone = internationalDigits(details.phone);
  const whatsapp = internationalDigits(details.whatsapp);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/${BRAND_ICONS.png[3].file}`,
    ...(details.email ? { email: details.email } : {}),
    ...(telephone ? { telephone: `+${telephone}` } : {}),
    ...(details.address
      ? { address: { "@type": "PostalAddress", streetAddress: details.address, addressCountry: "ZA" } }
      : {}),
    ...(whatsapp
      ? {
          contactPoint: [
            {
              "@type": "ContactPoint",
              contactType: "customer service",
              telephone: `+${whatsapp}`,
              url: whatsappHref(details.whatsapp),
              areaServed: "ZA",
            },
          ],
        }
      : {}),
    sameAs: socialProfiles(details).map((profile) => profile.href),
  };
}
