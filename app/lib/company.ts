import { useRouteLoaderData } from "react-router";
import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "#domain/company-details";
import type { loader as rootLoader } from "../root";

// Who we are, in one place: the footer, contact page, legal pages and structured data read it.
// The contact details are edited in Admin settings and come with the root loader's data.
export const COMPANY = {
  name: "AI Solutions",
  legalName: "AI Solutions (Pty) Ltd",
  tagline: "Empowering businesses with cutting-edge AI solutions.",
} as const;

export function useCompanyDetails(): CompanyDetails {
  return useRouteLoaderData<typeof rootLoader>("root")?.company ?? DEFAULT_COMPANY_DETAILS;
}
