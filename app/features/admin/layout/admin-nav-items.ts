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
import { href } from "react-router";

/**
 * The sidebar links of SPEC §2 "Admin layout", in order, with Site content (issue 31) before
 * Settings, then the user's own Account.
 */
export const ADMIN_NAV_ITEMS = [
  { to: href("/admin/dashboard"), label: "Dashboard", Icon: HomeIcon },
  { to: href("/admin/solutions"), label: "Solutions", Icon: Squares2X2Icon },
  { to: href("/admin/contacts"), label: "Contacts", Icon: EnvelopeIcon },
  { to: href("/admin/users"), label: "Users", Icon: UsersIcon },
  { to: href("/admin/media"), label: "Media", Icon: PhotoIcon },
  { to: href("/admin/content"), label: "Site content", Icon: DocumentTextIcon },
  { to: href("/admin/settings"), label: "Settings", Icon: Cog6ToothIcon },
  { to: href("/admin/account"), label: "Account", Icon: UserCircleIcon },
] as const;
