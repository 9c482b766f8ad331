import { useEffect } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { PageProgressBar, usePageProgress } from "../components/layout/page-progress";
import { PreviewBar } from "../components/layout/preview-bar";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { usePathChangeMark } from "../components/layout/use-path-change-mark";
import { WaitingEnquiriesNotice } from "../components/layout/waiting-enquiries-notice";
import { GetStartedDialog } from "../features/get-started/get-started-dialog";
import { rememberLanding } from "../lib/enquiries/visit-attribution";
import { usePreview } from "../lib/preview";
import { JsonLd } from "../lib/seo/json-ld";
import { organizationJsonLd } from "../lib/seo/organization-json-ld";
import type { loader as rootLoader } from "../root";

/** The public site's frame (SPEC §2 "Shared layout"); the admin area has its own. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  usePathChangeMark();
  const loading = usePageProgress();
  const preview = usePreview();
  // While the address is still the one the visitor landed on (enquiry attribution).
  useEffect(rememberLanding, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-indigo-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {loading && <PageProgressBar />}
      <SiteHeader />
      {/* A short page's content grows, so the footer sits at the bottom of the viewport. */}
      <div className="flex min-h-svh flex-col">
        <div id="main" className="flex-1 pt-16" aria-busy={loading || undefined}>
          {preview && <PreviewBar preview={preview} />}
          <Outlet />
        </div>
        <SiteFooter signedIn={root?.signedIn ?? false} />
      </div>
      {root && <JsonLd value={organizationJsonLd(root.company, root.publicUrl)} />}
      <GetStartedDialog />
      <WaitingEnquiriesNotice />
    </>
  );
}
