import { ArrowRightStartOnRectangleIcon, BellAlertIcon, BellSlashIcon } from "@heroicons/react/24/outline";
import { NavLink } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { SignedInUser } from "../api/session";
import { focusRing } from "../ui/styles";
import { ADMIN_NAV_ITEMS } from "./admin-nav-items";
import type { EnquiryNotifications } from "./use-enquiry-notifications";

interface SidebarContentProps {
  user: SignedInUser;
  /** Enquiries no admin has opened, shown beside Contacts. */
  unread: number;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  notifications: EnquiryNotifications;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? "bg-indigo-700 text-white"
      : "text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

export function UnreadCount({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** The sidebar's links, user initial and Logout; shared by the desktop column and the phone slide-over. */
export function SidebarContent({
  user,
  unread,
  onNavigate,
  onLogout,
  loggingOut,
  notifications,
}: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col gap-6">
      <p className="px-3 text-lg font-bold text-slate-900 dark:text-slate-50">Admin</p>
      <nav aria-label="Admin">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={linkClass} onClick={onNavigate}>
                <Icon className="size-5" aria-hidden="true" />
                {label}
                {to === ("/admin/contacts" satisfies PagePath) && unread > 0 ? (
                  <UnreadCount count={unread} />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {notifications.supported ? (
        <div className="mt-auto px-3">
          <button
            type="button"
            aria-pressed={notifications.on}
            onClick={notifications.toggle}
            className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {notifications.on ? (
              <BellAlertIcon className="size-5" aria-hidden="true" />
            ) : (
              <BellSlashIcon className="size-5" aria-hidden="true" />
            )}
            Notify me of new enquiries
          </button>
          {notifications.blocked ? (
            <p className="mt-1 px-3 text-xs text-slate-600 dark:text-slate-400">
              This browser blocks notifications from this site; allow them in its site settings.
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={`${notifications.supported ? "" : "mt-auto "}flex items-center gap-3 px-3`}>
        <span
          className="flex size-9 items-center justify-center rounded-full bg-indigo-700 font-semibold text-white"
          title={user.name}
          aria-label={`Signed in as ${user.name}`}
          role="img"
        >
          {user.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <ArrowRightStartOnRectangleIcon className="size-5" aria-hidden="true" />
          Logout
        </button>
      </div>
    </div>
  );
}
