import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listChanged, loadContacts } from "../../features/admin/contacts/contact-list-view";
import { ContactsScreen } from "../../features/admin/contacts/contacts-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";
import type { Route } from "./+types/contacts";

export const meta = () => adminMeta("Contacts");

// The page of the view the address names (decision 0059-admin-lists-from-route-loaders).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadContacts(new URL(request.url).searchParams);
}
clientLoader.hydrate = true as const;

// Opening or closing an enquiry (?id=) keeps the list; `revalidate()` (a new arrival) reads it again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href || listChanged(currentUrl, nextUrl)
    ? defaultShouldRevalidate
    : false;
}

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  return <ContactsScreen loaded={loaderData} />;
}
