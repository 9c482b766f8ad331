import { PageNavLink } from "../ui/page-link";
import { GetStartedButton } from "./get-started-button";
import { NAV_LINKS } from "./nav-links";

interface MobileMenuProps {
  open: boolean;
  onNavigate: () => void;
  onGetStarted: (opener: HTMLElement) => void;
}

export function MobileMenu({ open, onNavigate, onGetStarted }: MobileMenuProps) {
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
    >
      <ul className="flex flex-col py-2">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <PageNavLink
              to={link.to}
              end={link.to === "/"}
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
      {/* The opener handed on is the menu button's place: the menu itself closes. */}
      <GetStartedButton
        className="w-full"
        onOpen={() => {
          const menuButton = document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]');
          onGetStarted(menuButton ?? document.body);
        }}
      />
    </div>
  );
}
