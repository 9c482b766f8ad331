import { COMPANY } from "#domain/company";
import type { Solution } from "#domain/solution";

/** "R1,200" or "R 5 000.50" → "1200" / "5000.50"; null when no number is in the text. */
export function randAmount(price: string): string | null {
  const match = price.replace(/[\s,]/g, "").match(/\d+(?:\.\d+)?/);
  return match ? match[0] : null;
}

/** schema.org Service for search engines, with the upfront (and monthly) price in ZAR. */
export function serviceJsonLd(solution: Solution, url: string) {
  const offers: Record<string, unknown>[] = [];
  const upfront = randAmount(solution.pricing.upfront);
  if (upfront) {
    offers.push({ "@type": "Offer", name: "Upfront", price: upfront, priceCurrency: "ZAR", url });
  }
  const monthly = solution.pricing.monthly ? randAmount(solution.pricing.monthly) : null;
  if (monthly) {
    offers.push({
      "@type": "Offer",
      name: "Monthly support",
      price: monthly,
      priceCurrency: "ZAR",
      url,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: monthly,
        priceCurrency: "ZAR",
        unitCode: "MON",
      },
    });
  }
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: solution.title,
    description: solution.tagline || solution.description,
    url,
    areaServed: "ZA",
    provider: { "@type": "Organization", name: COMPANY.legalName },
    offers,
  };
}
