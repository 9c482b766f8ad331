import { useLocation } from "react-router";
import { COMPANY } from "#domain/company/company";
import { legalLines } from "#domain/company/legal-details";
import type { PagePath } from "#domain/page-paths";
import { useCompanyDetails, useLegalDetails } from "../../lib/company";
import { socialProfiles } from "../../lib/seo/social-profiles";
import { PageLink } from "../ui/page-link";
import { PhoneLink } from "../ui/phone-link";
import { WhatsappLink } from "../ui/whatsapp-link";

interface FooterLink {
  to: string;
  label: string;
  /** The admin area is a separate part of the app: a full page load on purpose. */
  fullLoad?: boolean;
}

const SOLUTION_LINKS: FooterLink[] = [
  {
    to: "/solutions?challenge=Limited%20Market%20Reach" satisfies PagePath,
    label: "Solutions for Market Reach",
  },
  {
    to: "/solutions?challenge=Insufficient%20Marketing%20Skills" satisfies PagePath,
    label: "Solutions for Marketing Skills",
  },
  { to: "/solutions?challenge=Inefficiencies" satisfies PagePath, label: "Solutions for Inefficiencies" },
  { to: "/solutions" satisfies PagePath, label: "All Solutions" },
];

const companyLinks = (signedIn: boolean): FooterLink[] => [
  { to: "/ai-basics" satisfies PagePath, label: "AI Basics" },
  { to: "/contact" satisfies PagePath, label: "Contact" },
  signedIn
    ? { to: "/admin/dashboard" satisfies PagePath, label: "Admin Dashboard", fullLoad: true }
    : { to: "/login" satisfies PagePath, label: "Admin Login" },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: "/privacy" satisfies PagePath, label: "Privacy Policy" },
  { to: "/terms" satisfies PagePath, label: "Terms of Service" },
];

const PAGE_END_ID = "page-end";

const linkClass =
  "text-slate-700 hover:text-indigo-800 hover:underline dark:text-slate-300 dark:hover:text-white";

export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const year = new Date().getFullYear();
  const details = useCompanyDetails();
  // ECTA s43(1): who the seller is in law, on every page (decision 0086).
  const legal = useLegalDetails();
  const [registeredName, ...registration] = legal ? legalLines(legal) : [COMPANY.legalName];
  const { pathname } = useLocation();
  return (
    <>
      {/* The first paint waits until the page's content is parsed, so it shows what the
          visitor came to read: a slow link delivers the HTML in pieces, and a paint of the
          header alone would come before the largest paint. Chromium lifts the block when the
          expected element's start tag is parsed, so it names the footer's last line: naming the
          footer itself let a busy parser paint before the footer's own lists (a CI run saw a
          larger paint 28 ms after the first; decision 0022). React puts the link in <head>; it
          comes with the footer because a page without one (the admin area) would make the
          browser warn. */}
      <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-indigo-800 dark:text-indigo-300">{COMPANY.name}</p>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{COMPANY.tagline}</p>
            <address className="mt-4 space-y-1 text-sm not-italic text-slate-700 dark:text-slate-300">
              {details.address && <p>{details.address}</p>}
              {details.phone && (
                <p>
                  <PhoneLink number={details.phone} className={linkClass} />
                </p>
              )}
              {details.email && (
                <p>
                  <a href={`mailto:${details.email}`} className={linkClass}>
                    {details.email}
                  </a>
                </p>
              )}
              {details.whatsapp && (
                <p>
                  <WhatsappLink from={pathname} className={linkClass} icon={false}>
                    WhatsApp {details.whatsapp}
                  </WhatsappLink>
                </p>
              )}
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
          <FooterNav id="footer-solutions" title="Solutions" links={SOLUTION_LINKS} />
          <FooterNav id="footer-company" title="Company" links={companyLinks(signedIn)} />
          <FooterNav id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        </div>
        <p
          id={PAGE_END_ID}
          className="border-t border-slate-200 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
        >
          © {year} {registeredName}. All rights reserved.
          {registration.length > 0 && (
            <>
              <br />
              {registration.join(" · ")}
            </>
          )}
        </p>
      </footer>
    </>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {link.fullLoad ? (
              <a href={link.to} className={linkClass}>
                {link.label}
              </a>
            ) : (
              <PageLink to={link.to} className={linkClass}>
                {link.label}
              </PageLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
