import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import { useMemo, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { SignedInUser } from "../api/session";
import { logout } from "../api/session";
import { type AdminSession, TWO_FACTOR_SETUP_PATH } from "../ui/admin-session";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { MAIN_ID } from "../ui/focus";
import { useInboxSummary } from "../ui/inbox/use-inbox-summary";
import { focusRing } from "../ui/styles";
import { SidebarContent, UnreadCount } from "./sidebar-content";
import { SignInAgainDialog } from "./sign-in-again-dialog";
import { useEnquiryNotifications } from "./use-enquiry-notifications";
import { useUnreadTitle } from "./use-unread-title";

interface MenuIconButtonProps {
  label: string;
  Icon: typeof Bars3Icon;
  onClick: () => void;
  className?: string;
}

function MenuIconButton({ label, Icon, onClick, className = "" }: MenuIconButtonProps) {
  return (
    <button
      type="button"
      className={`rounded-md p-2 hover:bg-slate-200 dark:hover:bg-slate-800 ${focusRing} ${className}`}
      onClick={onClick}
      aria-label={label}
    >
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}

/**
 * SPEC §2 "Admin layout": a sidebar column on wide screens, a slide-over dialog on phones. An
 * admin who must turn on two-factor sign-in first sees only the Account screen, whatever they
 * open, until it is on (the API refuses the other screens' calls meanwhile).
 */
export function AdminLayout({ user: signedIn }: { user: SignedInUser }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [user, setUser] = useState(signedIn);
  const inbox = useInboxSummary(signedIn.id);
  const unread = inbox.summary?.unread ?? 0;
  useUnreadTitle(unread);
  const notifications = useEnquiryNotifications(inbox.summary);
  const session = useMemo<AdminSession>(
    () => ({
      user,
      twoFactorChanged: (enabled) =>
        setUser((current) => ({
          ...current,
          twoFactor: enabled,
          twoFactorSetupRequired: current.twoFactorSetupRequired && !enabled,
        })),
      inbox,
    }),
    [user, inbox],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      // SPEC §4: a failed logout still signs the user out of the page; the error is only logged.
      console.error("Logout failed", error);
    }
    setMenuOpen(false);
    navigate("/login" satisfies PagePath);
  }

  const sidebar = (onNavigate?: () => void) => (
    <SidebarContent
      user={user}
      unread={unread}
      onNavigate={onNavigate}
      onLogout={handleLogout}
      loggingOut={loggingOut}
      notifications={notifications}
    />
  );

  return (
    <div className="min-h-screen bg-slate-50 md:flex dark:bg-slate-950">
      {/* Keyboard users skip the sidebar's six stops on every screen. */}
      <a
        href={`#${MAIN_ID}`}
        className={`sr-only z-50 rounded bg-white px-4 py-2 text-indigo-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 ${focusRing}`}
      >
        Skip to content
      </a>
      <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-slate-100 p-4 md:sticky md:top-0 md:block md:h-screen dark:border-slate-800 dark:bg-slate-900">
        {sidebar()}
      </aside>
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden dark:border-slate-800 dark:bg-slate-900">
        <span className="font-bold">Admin</span>
        <div className="flex items-center gap-2">
          {/* On a phone the menu is closed: the count stays in sight here (issue 45). */}
          {unread > 0 ? (
            <Link to={"/admin/contacts" satisfies PagePath} className={`flex rounded-md p-1 ${focusRing}`}>
              <span className="sr-only">Contacts: </span>
              <UnreadCount count={unread} />
            </Link>
          ) : null}
          <MenuIconButton label="Open admin menu" Icon={Bars3Icon} onClick={() => setMenuOpen(true)} />
        </div>
      </header>
      <ModalDialog
        open={menuOpen}
        title="Admin menu"
        onClose={() => setMenuOpen(false)}
        closeOnBackdrop
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-slate-100 p-4 text-slate-900 backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <MenuIconButton
          label="Close admin menu"
          Icon={XMarkIcon}
          onClick={() => setMenuOpen(false)}
          className="absolute top-3 right-3"
        />
        <div className="mt-4 h-[calc(100%-3rem)]">{sidebar(() => setMenuOpen(false))}</div>
      </ModalDialog>
      {/* Focusable by script only: the skip link's target, and where focus lands when a dialog
          closes after its opener was removed (see ModalDialog). */}
      <SignInAgainDialog email={user.email} />
      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        {user.twoFactorSetupRequired && pathname !== TWO_FACTOR_SETUP_PATH ? (
          <Navigate to={TWO_FACTOR_SETUP_PATH} replace />
        ) : (
          <Outlet context={session} />
        )}
      </main>
    </div>
  );
}
