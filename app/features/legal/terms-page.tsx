import { COMPANY } from "#domain/company/company";
import type { PagePath } from "#domain/page-paths";
import { PageLink } from "../../components/ui/page-link";
import { useLegalDetails } from "../../lib/company";
import { LegalPage, Placeholder } from "./legal-page";

// The seller's legal details come from Admin settings (ECTA s43(1); docs/legal.md lists each
// statement and the act it answers, for an attorney's review).
export function TermsPage() {
  const legal = useLegalDetails();
  const name = legal?.registeredName ?? COMPANY.legalName;
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to your use of this website and to the services of {name} ("we", "us"). By using the
        website you accept them.
      </p>
      <h2>Who we are</h2>
      <p>
        {name}
        {legal?.registrationNumber ? `, registration number ${legal.registrationNumber}` : ""}
        {legal?.vatRegistered && legal.vatNumber ? `, VAT number ${legal.vatNumber}` : ""}.{" "}
        {legal?.physicalAddress ? (
          `Our physical address, where we accept service of legal documents, is ${legal.physicalAddress}.`
        ) : (
          <Placeholder>physical address for service of legal documents</Placeholder>
        )}
      </p>
      <h2>Our services</h2>
      <p>
        The website describes AI solutions, automation tools and data insights. Prices shown are in South
        African rand (R){legal?.vatRegistered ? ", include VAT," : ""} and are estimates; the scope, price and
        timeline of any work are fixed in a written quote that you accept before we start.
      </p>
      <h2>Using the website</h2>
      <p>
        You may not misuse the website, try to break its security or send unlawful content through its forms.
        The content, logos and software on the website belong to us or our licensors.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability to you for any claim arising from the website or our
        services is limited to the amount you paid us for the service concerned, or R100 (100 ZAR) if you have
        not bought anything from us. We are not liable for indirect or consequential loss, such as lost
        profit. Nothing in these terms limits rights you have under the Consumer Protection Act that cannot be
        limited.
      </p>
      <h2>Privacy</h2>
      <p>
        How we handle personal information is described in our{" "}
        <PageLink to={"/privacy" satisfies PagePath} className="underline">
          Privacy Policy
        </PageLink>
        .
      </p>
      <h2>Changes to these terms</h2>
      <p>
        We will give at least 30 days' notice of changes to these terms on this page before they take effect.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the law of the Republic of South Africa.</p>
    </LegalPage>
  );
}
