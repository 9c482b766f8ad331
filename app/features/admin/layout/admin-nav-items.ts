import {
  Cog6ToothIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  HomeIcon,
  PhotoIcon,
  Squares2X2Icon,
  UserCircleIcon,
  UsersIcon,
} from "@heroicons/react/24/outline";

/**
 * The sidebar links of SPEC §2 "Admin layout", in order, with Site content (issue 31) before
 * Settings, then the user's own Account.
 */
export const ADMIN_NAV_ITEMS = [
  { to: "/admin/dashboard", label: "Dashboard", Icon: HomeIcon },
  { to: "/admin/solutions", label: "Solutions", Icon: Squares2X2Icon },
  { to: "/admin/contacts", label: "Contacts", Icon: EnvelopeIcon },
  { to: "/admin/users", label: "Users", Icon: UsersIcon },
  { to: "/admin/media", label: "Media", Icon: PhotoIcon },
  { to: "/admin/content", label: "Site content", Icon: DocumentTextIcon },
  { to: "/admin/settings", label: "Settings", Icon: Cog6ToothIcon },
  { to: "/admin/account", label: "Account", Icon: UserCircleIcon },
] as const;
