import { COMPANY } from "#domain/company/company";
import type { Solution } from "#domain/content/solution";

/**
 * schema.org Service for search engines, with the upfront (and monthly) price in ZAR; no offer
 * for a price on request. `vatIncluded`: the amounts include VAT (a VAT-registered seller).
 */
export function serviceJsonLd(solution: Solution, url: string, vatIncluded: boolean) {
  const { upfrontCents, monthlyCents } = solution.pricing;
  const offer = (name: string, cents: number, unitCode?: string) => {
    // schema.org's price is a plain decimal: 120050 cents → "1200.50".
    const price = (cents / 100).toFixed(2);
    const specified = unitCode || vatIncluded;
    return {
      "@type": "Offer",
      name,
      price,
      priceCurrency: "ZAR",
      url,
      ...(specified
        ? {
            priceSpecification: {
              "@type": unitCode ? "UnitPriceSpecification" : "PriceSpecification",
              price,
              priceCurrency: "ZAR",
              ...(unitCode ? { unitCode } : {}),
              ...(vatIncluded ? { valueAddedTaxIncluded: true } : {}),
            },
          }
        : {}),
    };
  };
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: solution.title,
    description: solution.tagline || solution.description,
    url,
    areaServed: "ZA",
    provider: { "@type": "Organization", name: COMPANY.legalName },
    offers: [
      ...(upfrontCents !== undefined ? [offer("Upfront", upfrontCents)] : []),
      ...(monthlyCents !== undefined ? [offer("Monthly support", monthlyCents, "MON")] : []),
    ],
  };
}
