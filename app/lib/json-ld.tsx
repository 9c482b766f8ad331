import { COMPANY } from "#domain/company";
import type { CompanyDetails } from "#domain/company-details";
import { internationalDigits, whatsappHref } from "#domain/phone-number";
import { BRAND_ICONS } from "./brand";
import { socialProfiles } from "./social-profiles";

/** JSON for a <script> element: `<` escaped so the text can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function JsonLd({ value }: { value: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD built from our own data
      dangerouslySetInnerHTML={{ __html: scriptJson(value) }}
    />
  );
}

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
