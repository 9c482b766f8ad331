import { PencilSquareIcon, PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { useMemo, useState } from "react";
import { type AdminUser, deleteUser, fetchUsers } from "../api/users";
import { MaybeBanner } from "../ui/Banner";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { formatDate } from "../ui/format";
import { ScreenHeader } from "../ui/ScreenHeader";
import { SearchField } from "../ui/SearchField";
import { cellClass, headerCellClass, panelClass, primaryButton, smallButton, tableClass } from "../ui/styles";
import { TableScroller } from "../ui/TableScroller";
import { matchesSearch } from "../ui/text-search";
import { useAction } from "../ui/useAction";
import { useAsyncData } from "../ui/useAsyncData";
import { RoleBadge } from "./RoleBadge";
import { type UserDialogMode, UserFormDialog } from "./UserFormDialog";

const LOAD_FAILURE = { failed: "Failed to load users", errored: "An error occurred while fetching users" };
const DELETE_FAILURE = {
  failed: "Failed to delete user",
  errored: "An error occurred while deleting the user",
};

export function UsersScreen() {
  const { data: users, loading, error, setData } = useAsyncData(fetchUsers, LOAD_FAILURE);
  const action = useAction();
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<UserDialogMode | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);
  const filtered = useMemo(
    () => (users ?? []).filter((user) => matchesSearch(query, [user.name, user.email, user.role])),
    [users, query],
  );

  function saved(user: AdminUser) {
    setData((list) => {
      const current = list ?? [];
      return current.some((u) => u.id === user.id)
        ? current.map((u) => (u.id === user.id ? user : u))
        : [...current, user];
    });
    setDialog(null);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const { id } = pendingDelete;
    const done = await action.run(() => deleteUser(id).then(() => true), DELETE_FAILURE);
    setPendingDelete(null);
    if (done) setData((list) => list?.filter((user) => user.id !== id) ?? null);
  }

  return (
    <>
      <ScreenHeader title="Users">
        <button type="button" className={primaryButton} onClick={() => setDialog({ kind: "add" })}>
          <PlusIcon className="size-5" aria-hidden="true" />
          Add User
        </button>
      </ScreenHeader>
      <div className="mb-4 flex">
        <SearchField label="Search by name, email or role" value={query} onChange={setQuery} />
      </div>
      <div className="mb-4 flex flex-col gap-2">
        <MaybeBanner tone="error" message={error ?? action.error} />
      </div>
      {loading ? <p>Loading users...</p> : null}
      {users && filtered.length === 0 ? <p>No users found matching your criteria</p> : null}
      {filtered.length > 0 ? (
        <TableScroller label="Users table" className={`${panelClass} p-0`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={headerCellClass}>Name</th>
                <th className={headerCellClass}>Email</th>
                <th className={headerCellClass}>Role</th>
                <th className={headerCellClass}>Created</th>
                <th className={headerCellClass}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {filtered.map((user) => (
                <tr key={user.id}>
                  <td className={`${cellClass} font-medium`}>{user.name}</td>
                  <td className={cellClass}>{user.email}</td>
                  <td className={cellClass}>
                    <RoleBadge role={user.role} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
                  <td className={cellClass}>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={`${smallButton} inline-flex items-center gap-1`}
                        onClick={() => setDialog({ kind: "edit", user })}
                        disabled={action.busy}
                        aria-label={`Edit ${user.name}`}
                      >
                        <PencilSquareIcon className="size-4" aria-hidden="true" />
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`${smallButton} inline-flex items-center gap-1`}
                        onClick={() => setPendingDelete(user)}
                        disabled={action.busy}
                        aria-label={`Delete ${user.name}`}
                      >
                        <TrashIcon className="size-4" aria-hidden="true" />
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {dialog ? <UserFormDialog mode={dialog} onSaved={saved} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        message="Are you sure you want to delete this user?"
        busy={action.busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
