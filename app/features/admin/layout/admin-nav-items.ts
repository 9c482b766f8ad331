import {
  BanknotesIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  HomeIcon,
  PhotoIcon,
  Squares2X2Icon,
  UserCircleIcon,
  UsersIcon,
} from "@heroicons/react/24/outline";
import type { PagePath } from "#domain/page-paths";

/**
 * The sidebar links of SPEC §2 "Admin layout", in order, with Payments (issue 50) after the
 * contacts they come from, Site content (issue 31) before Settings, then the user's own Account.
 */
export const ADMIN_NAV_ITEMS = [
  { to: "/admin/dashboard" satisfies PagePath, label: "Dashboard", Icon: HomeIcon },
  { to: "/admin/solutions" satisfies PagePath, label: "Solutions", Icon: Squares2X2Icon },
  { to: "/admin/contacts" satisfies PagePath, label: "Contacts", Icon: EnvelopeIcon },
  { to: "/admin/payments" satisfies PagePath, label: "Payments", Icon: BanknotesIcon },
  { to: "/admin/users" satisfies PagePath, label: "Users", Icon: UsersIcon },
  { to: "/admin/media" satisfies PagePath, label: "Media", Icon: PhotoIcon },
  { to: "/admin/content" satisfies PagePath, label: "Site content", Icon: DocumentTextIcon },
  { to: "/admin/settings" satisfies PagePath, label: "Settings", Icon: Cog6ToothIcon },
  { to: "/admin/account" satisfies PagePath, label: "Account", Icon: UserCircleIcon },
] as const;
