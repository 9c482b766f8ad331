import type { CompanyDetails } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";

/**
 * What the root route's loader (root.tsx) gives every page. Declared here rather than taken
 * from the loader's type, so that the hooks in lib/ read it without importing the root module,
 * which imports lib/ (decision 0046: no cycle between folders).
 */
export type RootData = {
  signedIn: boolean;
  publicUrl: string;
  company: CompanyDetails;
  legal: LegalDetails;
  siteImage: string;
};
