import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";

// Links from one page of the site to another. `viewTransition` makes React Router wrap the
// page change in document.startViewTransition, so the leaving page can fade out before the
// new one fades in (app.css, docs/decisions/0010-page-transitions.md). Browsers without the
// API change the page at once. Catalogue filters use a plain Link: they stay on the page.

export function PageLink(props: LinkProps) {
  return <Link viewTransition {...props} />;
}

export function PageNavLink(props: NavLinkProps) {
  return <NavLink viewTransition {...props} />;
}
