import { useRouteLoaderData } from "react-router";
import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";
import type { RootData } from "./root-data";

// The company's contact details, edited in Admin settings, come with the root loader's data.

export function useCompanyDetails(): CompanyDetails {
  return useRouteLoaderData<RootData>("root")?.company ?? DEFAULT_COMPANY_DETAILS;
}

/**
 * The seller's legal details (footer, terms), from the root loader's data too; null outside
 * the site (its defaults stay on the server, decision 0086).
 */
export function useLegalDetails(): LegalDetails | null {
  return useRouteLoaderData<RootData>("root")?.legal ?? null;
}
