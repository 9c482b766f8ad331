import { COMPANY } from "#domain/company/company";
import type { PagePath } from "#domain/page-paths";
import { PageLink } from "../../components/ui/page-link";
import { useCompanyDetails } from "../../lib/company";
import { LegalPage, Placeholder } from "./legal-page";

/** `retentionMonths`: how long enquiries are kept after the last contact (a setting). */
export function PrivacyPage({ retentionMonths }: { retentionMonths: number }) {
  const { email } = useCompanyDetails();
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {COMPANY.legalName} ("we") respects your privacy. This policy explains what personal information we
        collect through this website, why, how long we keep it and what your rights are under the Protection
        of Personal Information Act, 2013 (POPIA).
      </p>
      <h2>What we collect</h2>
      <p>When you send an enquiry (the contact form or the Get Started dialog) we collect:</p>
      <ul>
        <li>your name and email address;</li>
        <li>your company name and phone number, if you give them;</li>
        <li>the solution you are interested in and your message.</li>
      </ul>
      <p>
        Our server also records technical data for security, such as your IP address and the pages requested.
        We do not use advertising trackers. Your theme choice (light or dark) is stored only in your own
        browser.
      </p>
      <p>
        To learn which pages and solutions are read, our server counts page views without cookies and without
        any third-party service. For each page view it adds one to daily totals: the page, the website that
        linked to it (its name only, not the page), the campaign tags in the link (utm_source, utm_medium,
        utm_campaign) and whether you use a phone, tablet or computer. To count each visitor once a day, it
        keeps a scrambled code made from your IP address and browser name, with a secret that is replaced
        every day, in memory only until that day ends; your IP address and browser name are not stored. Only
        the daily totals are kept. Nothing is counted if your browser sends Do Not Track or Global Privacy
        Control.
      </p>
      <h2>Why we collect it</h2>
      <p>
        We use enquiry details only to answer you, to prepare a quote and to follow up on that enquiry. We do
        not sell or rent your information, and we do not add you to marketing lists without your consent.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep enquiries for as long as we need them to deal with your request and any resulting work, and
        for no longer than {retentionMonths} {retentionMonths === 1 ? "month" : "months"} after our last
        contact unless the law requires us to keep them longer.
      </p>
      <h2>Who can see it</h2>
      <p>
        Only our staff who handle enquiries, and service providers that host our website and email for us
        under confidentiality obligations. <Placeholder>list of hosting and email providers</Placeholder>
      </p>
      <h2>Your rights</h2>
      <p>
        Under POPIA you may ask whether we hold information about you, ask for a copy, ask us to correct or
        delete it, and object to how we use it. Email{" "}
        <a href={`mailto:${email}`} className="underline">
          {email}
        </a>{" "}
        with your request; we answer within 30 days. You may also complain to the Information Regulator of
        South Africa. Our Information Officer is{" "}
        <Placeholder>name and contact details of the Information Officer</Placeholder>.
      </p>
      <h2>Security</h2>
      <p>
        We protect your information with encrypted connections, access controls and regular updates. No system
        is perfectly secure; we will tell you and the Information Regulator if a breach affects you.
      </p>
      <h2>Changes</h2>
      <p>
        We may update this policy and will show the new date at the top. See also our{" "}
        <PageLink to={"/terms" satisfies PagePath} className="underline">
          Terms of Service
        </PageLink>
        .
      </p>
    </LegalPage>
  );
}
