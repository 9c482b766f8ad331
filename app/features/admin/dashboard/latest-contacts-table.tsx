import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { Contact } from "../api/contacts";
import { formatDateTime } from "../ui/format";
import { ContactStatusBadge } from "../ui/inbox/contact-status-badge";
import { AdminTable } from "../ui/lists/admin-table";
import { cellClass, linkClass, panelClass } from "../ui/styles";

const HEADERS = ["Name", "Email", "Date", "Status"];

export function LatestContactsTable({ contacts }: { contacts: Contact[] }) {
  return (
    <section className={panelClass} aria-labelledby="latest-contacts">
      <h2 id="latest-contacts" className="text-lg font-semibold">
        Latest Contacts
      </h2>
      <AdminTable
        label="Latest contacts table"
        className="mt-3"
        headers={HEADERS}
        rows={contacts}
        empty="No contacts found"
        emptyClassName="mt-3 text-sm"
      >
        {(contact) => (
          <tr key={contact.id} className={contact.unread ? "font-semibold" : undefined}>
            <td className={cellClass}>
              <Link
                to={`/admin/contacts?id=${encodeURIComponent(contact.id)}` satisfies PagePath}
                className={linkClass}
              >
                {contact.name}
              </Link>
              {contact.unread ? <span className="sr-only"> (unread)</span> : null}
            </td>
            <td className={cellClass}>{contact.email}</td>
            <td className={cellClass}>{formatDateTime(contact.createdAt)}</td>
            <td className={cellClass}>
              <ContactStatusBadge status={contact.status} outcome={contact.outcome} />
            </td>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}
