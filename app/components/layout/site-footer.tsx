import { COMPANY } from "#domain/company";
import { telHref } from "#domain/company-details";
import { useCompanyDetails } from "../../lib/company";
import { socialProfiles } from "../../lib/social-profiles";
import { PageLink } from "../ui/page-link";

const SOLUTION_LINKS = [
  { to: "/solutions?challenge=Limited%20Market%20Reach", label: "Solutions for Market Reach" },
  { to: "/solutions?challenge=Insufficient%20Marketing%20Skills", label: "Solutions for Marketing Skills" },
  { to: "/solutions?challenge=Inefficiencies", label: "Solutions for Inefficiencies" },
  { to: "/solutions", label: "All Solutions" },
];

const SITE_FOOTER_ID = "site-footer";

const linkClass =
  "text-slate-700 hover:text-indigo-800 hover:underline dark:text-slate-300 dark:hover:text-white";

export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const year = new Date().getFullYear();
  const details = useCompanyDetails();
  return (
    <>
      {/* The first paint waits until the page's content is parsed, so it shows what the
          visitor came to read: a slow link delivers the HTML in pieces, and a paint of the
          header alone would come before the largest paint. Chromium lifts the block when the
          expected element's start tag is parsed, so it names the footer, which follows the
          content (decision 0022). React puts the link in <head>; it comes with the footer
          because a page without one (the admin area) would make the browser warn. */}
      <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      <footer
        id={SITE_FOOTER_ID}
        className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-indigo-800 dark:text-indigo-300">{COMPANY.name}</p>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{COMPANY.tagline}</p>
            <address className="mt-4 space-y-1 text-sm not-italic text-slate-700 dark:text-slate-300">
              {details.address && <p>{details.address}</p>}
              <p>
                <a href={telHref(details.phone)} className={linkClass}>
                  {details.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${details.email}`} className={linkClass}>
                  {details.email}
                </a>
              </p>
            </address>
            <ul className="mt-4 flex flex-wrap gap-2">
              {socialProfiles(details).map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    aria-label={`${COMPANY.name} on ${profile.name}`}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-block rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-indigo-700 hover:text-white dark:bg-slate-700 dark:text-slate-100"
                  >
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-labelledby="footer-solutions">
            <h2 id="footer-solutions" className="text-sm font-semibold text-slate-900 dark:text-white">
              Solutions
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {SOLUTION_LINKS.map((link) => (
                <li key={link.to}>
                  <PageLink to={link.to} className={linkClass}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="text-sm font-semibold text-slate-900 dark:text-white">
              Company
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <PageLink to="/ai-basics" className={linkClass}>
                  AI Basics
                </PageLink>
              </li>
              <li>
                <PageLink to="/contact" className={linkClass}>
                  Contact
                </PageLink>
              </li>
              <li>
                {/* The admin area is a separate part of the app: a full page load on purpose. */}
                {signedIn ? (
                  <a href="/admin/dashboard" className={linkClass}>
                    Admin Dashboard
                  </a>
                ) : (
                  <PageLink to="/login" className={linkClass}>
                    Admin Login
                  </PageLink>
                )}
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold text-slate-900 dark:text-white">
              Legal
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <PageLink to="/privacy" className={linkClass}>
                  Privacy Policy
                </PageLink>
              </li>
              <li>
                <PageLink to="/terms" className={linkClass}>
                  Terms of Service
                </PageLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
          © {year} {COMPANY.legalName}. All rights reserved.
        </p>
      </footer>
    </>
  );
}
