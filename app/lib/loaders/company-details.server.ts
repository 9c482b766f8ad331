import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import type { PageContext } from "../page-context";
import { orDefaultsWhenUnavailable } from "./or-defaults.server";

/**
 * The company's contact details for the root loader. With the database out of reach they fall
 * back to the defaults rather than failing there: the page's own loader answers 503 inside the
 * site layout (decision 0019), which a failure in the root would replace with a bare page. A
 * page that reads nothing else (AI Basics) is then shown with the defaults, but never cached,
 * so the stored details are back as soon as the database is.
 */
export function readCompanyDetails(context: PageContext): Promise<CompanyDetails> {
  return orDefaultsWhenUnavailable(
    context,
    context.services.settings.companyDetails(),
    DEFAULT_COMPANY_DETAILS,
  );
}

/** The seller's legal details, the same way: the footer shows them on every page. */
export function readLegalDetails(context: PageContext): Promise<LegalDetails> {
  return orDefaultsWhenUnavailable(context, context.services.settings.legalDetails(), DEFAULT_LEGAL_DETAILS);
}
