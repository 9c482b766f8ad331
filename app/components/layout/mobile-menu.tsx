import { forwardRef } from "react";
import type { PagePath } from "#domain/page-paths";
import { PageNavLink } from "../ui/page-link";
import { GetStartedButton } from "./get-started-button";
import { NAV_LINKS } from "./nav-links";

/**
 * The small-screen menu: a popover the menu button opens with `popovertarget`, so the browser
 * opens and closes it (Escape, a tap outside) before and without the page's scripts.
 */
export const MobileMenu = forwardRef<HTMLDivElement, { onNavigate: () => void }>(function MobileMenu(
  { onNavigate },
  ref,
) {
  return (
    <div
      ref={ref}
      id="mobile-menu"
      popover="auto"
      className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-t border-slate-200 bg-white px-4 pb-4 text-inherit shadow-md md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="flex flex-col py-2">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <PageNavLink
              to={link.to}
              end={link.to === ("/" satisfies PagePath)}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-md px-3 py-3 text-base font-medium ${
                  isActive
                    ? "bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-indigo-300"
                    : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`
              }
            >
              {link.label}
            </PageNavLink>
          </li>
        ))}
      </ul>
      <GetStartedButton className="w-full" />
    </div>
  );
});
