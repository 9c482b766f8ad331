import type { PagePath } from "#domain/page-paths";
import { bandPrimaryButton, bandSecondaryButton, primaryButton, secondaryButton } from "./button-styles";
import { PageLink } from "./page-link";

export interface Destination {
  to: string;
  label: string;
}

/** Two calls to action side by side, the first the stronger; on an indigo band both are white. */
export function CallsToAction({
  first,
  second,
  onBand = false,
  className,
}: {
  first: Destination;
  second: Destination;
  onBand?: boolean;
  className: string;
}) {
  return (
    <div className={`flex flex-wrap justify-center gap-4 ${className}`}>
      <PageLink to={first.to} className={onBand ? bandPrimaryButton : primaryButton}>
        {first.label}
      </PageLink>
      <PageLink to={second.to} className={onBand ? bandSecondaryButton : secondaryButton}>
        {second.label}
      </PageLink>
    </div>
  );
}

/** A page's closing calls to action: the catalogue first, then the page's own next step. */
export function ExploreSolutionsActions({ className, next }: { className: string; next: Destination }) {
  return (
    <CallsToAction
      first={{ to: "/solutions" satisfies PagePath, label: "Explore AI Solutions" }}
      second={next}
      className={className}
    />
  );
}
