import { useOutletContext } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { SignedInUser } from "../api/session";
import type { InboxWatch } from "./inbox/use-inbox-summary";

/** Where an admin who must turn on two-factor sign-in (REQUIRE_ADMIN_2FA) is sent, from any screen. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account" satisfies PagePath;

/** The signed-in admin as every admin screen may read it: the admin layout's Outlet context. */
export interface AdminSession {
  user: SignedInUser;
  /** Two-factor sign-in was turned on or off on the Account screen. */
  twoFactorChanged: (enabled: boolean) => void;
  /** Unread enquiries and the newest arrival, kept current while the admin area is open. */
  inbox: InboxWatch;
}

export const useAdminSession = () => useOutletContext<AdminSession>();
