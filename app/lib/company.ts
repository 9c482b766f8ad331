import { useRouteLoaderData } from "react-router";
import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "#domain/company-details";
import type { loader as rootLoader } from "../root";

export { COMPANY } from "#domain/company";

// The contact details are edited in Admin settings and come with the root loader's data.

export function useCompanyDetails(): CompanyDetails {
  return useRouteLoaderData<typeof rootLoader>("root")?.company ?? DEFAULT_COMPANY_DETAILS;
}
