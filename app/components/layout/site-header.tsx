import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { COMPANY } from "#domain/company/company";
import type { PagePath } from "#domain/page-paths";
import brandMark from "../../favicon.svg?inline";
import { iconButton } from "../ui/button-styles";
import { PageLink, PageNavLink } from "../ui/page-link";
import { GetStartedButton } from "./get-started-button";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { useScrolled } from "./use-scrolled";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? "text-indigo-800 dark:text-indigo-300"
      : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
  }`;

// The menu's state is the browser's (popover), so the bar reads it from the page: an open menu
// must not show the page through the bar above it.
const MENU_OPEN_BAR =
  "has-[#mobile-menu:popover-open]:bg-white dark:has-[#mobile-menu:popover-open]:bg-slate-950";

export function SiteHeader() {
  const scrolled = useScrolled(10);
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => menu.current?.hidePopover();

  // Any navigation (a link in the menu, the back button) closes the menu; hydration does not:
  // a menu opened before it stays open.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname]);

  return (
    <header
      className={`group/header fixed inset-x-0 top-0 z-40 [view-transition-name:site-header] transition-colors duration-200 motion-reduce:transition-none ${
        scrolled
          ? "bg-white/80 shadow-md backdrop-blur-md dark:bg-slate-950/80"
          : "bg-white dark:bg-slate-950"
      } ${MENU_OPEN_BAR}`}
    >
      {/* One navigation landmark for the bar and, on small screens, the menu it opens. */}
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <PageLink
            to={"/" satisfies PagePath}
            className="flex items-center gap-2 text-lg font-bold text-indigo-800 dark:text-indigo-300"
          >
            {/* The mark is decoration beside the name, which is the link's text. */}
            <img src={brandMark} alt="" width={32} height={32} className="size-8" />
            {COMPANY.name}
          </PageLink>
          <div className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <PageNavLink
                key={link.to}
                to={link.to}
                end={link.to === ("/" satisfies PagePath)}
                className={navLinkClass}
              >
                {link.label}
              </PageNavLink>
            ))}
            <ThemeToggle />
            <GetStartedButton className="ml-2" />
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            {/* The browser says whether the menu is expanded; CSS swaps the icon and the name. */}
            <button type="button" className={iconButton} popoverTarget="mobile-menu">
              <Bars3Icon
                aria-hidden="true"
                className="h-6 w-6 group-has-[#mobile-menu:popover-open]/header:hidden"
              />
              <XMarkIcon
                aria-hidden="true"
                className="hidden h-6 w-6 group-has-[#mobile-menu:popover-open]/header:block"
              />
              <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">Open menu</span>
              <span className="sr-only hidden group-has-[#mobile-menu:popover-open]/header:inline">
                Close menu
              </span>
            </button>
          </div>
        </div>
        <MobileMenu ref={menu} onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
