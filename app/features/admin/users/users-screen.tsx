import { PlusIcon } from "@heroicons/react/24/outline";
import { useMemo, useState } from "react";
import {
  type AdminUser,
  deleteUser,
  endUserSessions,
  fetchUsers,
  resetUserTwoFactor,
  type SavedUser,
} from "../api/users";
import { useAdminSession } from "../ui/admin-session";
import { ActionBanners } from "../ui/banner";
import { useConfirmedDelete } from "../ui/dialogs/use-confirmed-delete";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDate } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { ListToolbar } from "../ui/lists/list-toolbar";
import { RowActions } from "../ui/lists/row-actions";
import { textSearch } from "../ui/lists/text-search";
import { useSortedRows } from "../ui/lists/use-sorted-rows";
import { useViewAddress } from "../ui/lists/use-view-address";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, panelClass, primaryButton, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { useTypedText } from "../ui/use-typed-text";
import { RoleBadge } from "./role-badge";
import { type UserDialogMode, UserFormDialog } from "./user-form-dialog";

const FAILURE = ADMIN_FAILURES.users;
const HEADERS = ["Name", "Email", "Role", "Created", "Actions"];
const userSearch = textSearch<AdminUser>((user) => [user.name, user.email, user.role]);
const SORTED_BY = {
  Name: (user: AdminUser) => user.name,
  Email: (user: AdminUser) => user.email,
  Role: (user: AdminUser) => user.role,
  Created: (user: AdminUser) => user.createdAt,
};

export function UsersScreen() {
  const { data: users, loading, error, setData } = useAsyncData(fetchUsers, FAILURE.load);
  const { user: me } = useAdminSession();
  const action = useAction();
  const { requestDelete, confirmDialog } = useConfirmedDelete<AdminUser>({
    action,
    question: "Are you sure you want to delete this user?",
    remove: deleteUser,
    failure: FAILURE.delete,
    onDeleted: (id) => setData((list) => list?.filter((user) => user.id !== id) ?? null),
    proofNote: (user) => (user.role === "admin" ? "Needed to delete an administrator." : null),
  });
  const signOut = useConfirmedDelete<AdminUser>({
    action,
    question: "Sign this user out on every device? They will have to sign in again.",
    confirmLabel: "Sign out",
    successText: "The user has been signed out on every device.",
    remove: endUserSessions,
    failure: FAILURE.signOut,
    // The user stays in the list: only their sessions are gone.
    onDeleted: () => undefined,
  });
  const resetTwoFactor = useConfirmedDelete<AdminUser>({
    action,
    question:
      "Reset this user's two-factor sign-in? Until they set it up again, their password alone signs them in.",
    confirmLabel: "Reset",
    successText: "Two-factor sign-in has been reset for this user.",
    remove: resetUserTwoFactor,
    failure: FAILURE.reset,
    proofNote: (user) =>
      user.role === "admin" ? "Needed to reset another administrator's two-factor sign-in." : null,
    onDeleted: (id) =>
      setData((list) => list?.map((user) => (user.id === id ? { ...user, twoFactor: false } : user)) ?? null),
  });
  // The search and sort live in the address (?q=&sort=) like the inbox's; the list is read once
  // and searched here, so the rows follow each key and the address follows once typing pauses.
  const { view, change: showView } = useViewAddress();
  const search = useTypedText(view.get("q") ?? "", (text) => showView({ q: text }, { replace: true }));
  const query = search.text;
  const [dialog, setDialog] = useState<UserDialogMode | null>(null);
  const matching = useMemo(() => (users ?? []).filter(userSearch(query)), [users, query]);
  const { sorted: filtered, sorting } = useSortedRows(matching, SORTED_BY);

  function saved(user: SavedUser) {
    setData((list) => {
      const current = list ?? [];
      return current.some((u) => u.id === user.id)
        ? current.map((u) => (u.id === user.id ? { ...u, ...user } : u))
        : [...current, { ...user, twoFactor: false }];
    });
    setDialog(null);
  }

  return (
    <>
      <ScreenHeader title="Users">
        <button type="button" className={primaryButton} onClick={() => setDialog({ kind: "add" })}>
          <PlusIcon className="size-5" aria-hidden="true" />
          Add User
        </button>
      </ScreenHeader>
      <ListToolbar
        search={{ label: "Search by name, email or role", value: query, onChange: search.change }}
      />
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
      </div>
      <AdminTable
        label="Users table"
        className={`${panelClass} p-0`}
        headers={HEADERS}
        rows={users && filtered}
        loading={{ busy: loading, line: "Loading users..." }}
        empty="No users found matching your criteria"
        stacked
        sorting={sorting}
      >
        {(user) => (
          <tr key={user.id}>
            <td className={`${cellClass} font-medium`}>{user.name}</td>
            <td className={cellClass}>{user.email}</td>
            <td className={cellClass}>
              <RoleBadge role={user.role} />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {/* A card has no column heading to say what the date is. */}
              <span className="sm:hidden">Created </span>
              {formatDate(user.createdAt)}
            </td>
            <td className={cellClass}>
              <div className="flex flex-wrap gap-2">
                <RowActions
                  itemName={user.name}
                  edit={{ onClick: () => setDialog({ kind: "edit", user }) }}
                  onDelete={() => requestDelete(user)}
                  disabled={action.busy}
                />
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => signOut.requestDelete(user)}
                  disabled={action.busy}
                  aria-label={`Sign out ${user.name} everywhere`}
                >
                  Sign out
                </button>
                {/* One's own is turned off on the Account screen, with a code: the server refuses it here. */}
                {user.twoFactor && user.id !== me.id ? (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => resetTwoFactor.requestDelete(user)}
                    disabled={action.busy}
                    aria-label={`Reset 2FA of ${user.name}`}
                  >
                    Reset 2FA
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        )}
      </AdminTable>
      {dialog ? <UserFormDialog mode={dialog} onSaved={saved} onClose={() => setDialog(null)} /> : null}
      {confirmDialog}
      {signOut.confirmDialog}
      {resetTwoFactor.confirmDialog}
    </>
  );
}
