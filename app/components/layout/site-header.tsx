import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COMPANY } from "#domain/company";
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

export function SiteHeader({ onGetStarted }: { onGetStarted: (opener: HTMLElement) => void }) {
  const scrolled = useScrolled(10);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation (link in the menu, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu, as it would a dialog, and puts the keyboard back on its button
  // (focus may be on a link of the menu, which disappears).
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 [view-transition-name:site-header] transition-colors duration-200 motion-reduce:transition-none ${
        menuOpen
          ? "bg-white shadow-md dark:bg-slate-950" // an open menu must not show the page through it
          : scrolled
            ? "bg-white/80 shadow-md backdrop-blur-md dark:bg-slate-950/80"
            : "bg-white dark:bg-slate-950"
      }`}
    >
      {/* One navigation landmark for the bar and, on small screens, the menu it opens. */}
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <PageLink
            to="/"
            className="flex items-center gap-2 text-lg font-bold text-indigo-800 dark:text-indigo-300"
          >
            {/* The mark is decoration beside the name, which is the link's text. */}
            <img src={brandMark} alt="" width={32} height={32} className="size-8" />
            {COMPANY.name}
          </PageLink>
          <div className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <PageNavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
                {link.label}
              </PageNavLink>
            ))}
            <ThemeToggle />
            <GetStartedButton className="ml-2" onOpen={onGetStarted} />
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <button
              ref={menuButton}
              type="button"
              className={iconButton}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <XMarkIcon aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Bars3Icon aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
          </div>
        </div>
        <MobileMenu
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
          onGetStarted={(opener) => {
            setMenuOpen(false);
            onGetStarted(opener);
          }}
        />
      </nav>
    </header>
  );
}
