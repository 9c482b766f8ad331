import { type CompanyDetails, SOCIAL_NETWORKS } from "#domain/company/company-details";

/** The profiles that have a link, in the networks' fixed order. */
export const socialProfiles = (details: CompanyDetails) =>
  SOCIAL_NETWORKS.filter(({ key }) => details.social[key] !== "").map(({ key, name }) => ({
    name,
    href: details.social[key],
  }));
