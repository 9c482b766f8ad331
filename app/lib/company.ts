import { useRouteLoaderData } from "react-router";
import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "#domain/company-details";
import type { RootData } from "./root-data";

// The company's contact details, edited in Admin settings, come with the root loader's data.

export function useCompanyDetails(): CompanyDetails {
  return useRouteLoaderData<RootData>("root")?.company ?? DEFAULT_COMPANY_DETAILS;
}
