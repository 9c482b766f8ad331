import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "../../domain/company-details";
import { isDatabaseUnavailable } from "../../server/db/unavailable";
import type { Services } from "../../server/services/container";

/**
 * The company's contact details for the root loader. With the database out of reach they fall
 * back to the defaults rather than failing there: the page's own loader answers 503 inside the
 * site layout (decision 0019), which a failure in the root would replace with a bare page.
 */
export async function readCompanyDetails(services: Services): Promise<CompanyDetails> {
  try {
    return await services.settings.companyDetails();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return DEFAULT_COMPANY_DETAILS;
    throw error;
  }
}
