import { useId, useState } from "react";
import type { PagePath } from "#domain/page-paths";
import type { ContentPage } from "../api/page-content";
import { SelectField } from "../ui/fields";
import { ScreenHeader } from "../ui/screen-header";
import { PageContentEditor } from "./page-content-editor";

/** The pages whose words are content records, with where each is on the public site. */
const PAGES: readonly { page: ContentPage; label: string; publicPath: string }[] = [
  { page: "home", label: "Home", publicPath: "/" satisfies PagePath },
  { page: "ai-basics", label: "AI Basics", publicPath: "/ai-basics" satisfies PagePath },
  { page: "contact", label: "Contact", publicPath: "/contact" satisfies PagePath },
];

/** "Site content": the company's words on the public pages (issue 31), a page at a time. */
export function ContentScreen() {
  const id = useId();
  const [page, setPage] = useState<ContentPage>("home");
  const chosen = PAGES.find((entry) => entry.page === page) ?? PAGES[0];
  return (
    <>
      <ScreenHeader title="Site content" />
      <div className="mb-6 max-w-xs">
        <SelectField
          label="Page"
          name={`${id}-page`}
          value={page}
          options={PAGES.map((entry) => ({ value: entry.page, label: entry.label }))}
          onChange={(event) => setPage(event.target.value as ContentPage)}
        />
      </div>
      {chosen ? <PageContentEditor key={chosen.page} {...chosen} /> : null}
    </>
  );
}
