import type { Contact } from "../api/contacts";
import { ContactStatusBadge } from "../contacts/ContactStatusBadge";
import { formatDateTime } from "../ui/format";
import { cellClass, headerCellClass, panelClass, tableClass } from "../ui/styles";
import { TableScroller } from "../ui/TableScroller";

export function LatestContactsTable({ contacts }: { contacts: Contact[] }) {
  return (
    <section className={panelClass} aria-labelledby="latest-contacts">
      <h2 id="latest-contacts" className="text-lg font-semibold">
        Latest Contacts
      </h2>
      {contacts.length === 0 ? (
        <p className="mt-3 text-sm">No contacts found</p>
      ) : (
        <TableScroller label="Latest contacts table" className="mt-3">
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={headerCellClass}>Name</th>
                <th className={headerCellClass}>Email</th>
                <th className={headerCellClass}>Date</th>
                <th className={headerCellClass}>Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {contacts.map((contact) => (
                <tr key={contact.id}>
                  <td className={cellClass}>{contact.name}</td>
                  <td className={cellClass}>{contact.email}</td>
                  <td className={cellClass}>{formatDateTime(contact.createdAt)}</td>
                  <td className={cellClass}>
                    <ContactStatusBadge status={contact.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
