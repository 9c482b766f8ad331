import { primaryButton, secondaryButton } from "./button-styles";
import { PageLink } from "./page-link";

/** A page's closing calls to action: the catalogue first, then the page's own next step. */
export function ExploreSolutionsActions({
  className,
  next,
}: {
  className: string;
  next: { to: string; label: string };
}) {
  return (
    <div className={`flex flex-wrap justify-center gap-4 ${className}`}>
      <PageLink to="/solutions" className={primaryButton}>
        Explore AI Solutions
      </PageLink>
      <PageLink to={next.to} className={secondaryButton}>
        {next.label}
      </PageLink>
    </div>
  );
}
