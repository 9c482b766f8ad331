import { useState } from "react";
import { ROLES } from "#domain/options";
import { saveFailureMessage } from "../api/http";
import { type AdminUser, createUser, type SavedUser, updateUser } from "../api/users";
import { useAdminSession } from "../ui/admin-session";
import { MaybeBanner } from "../ui/banner";
import { SelectField, TextField } from "../ui/fields";
import { ModalDialog } from "../ui/modal-dialog";
import { primaryButton, secondaryButton } from "../ui/styles";
import { useFormSubmit } from "../ui/use-form-submit";
import { emptyUserForm, INVALID_USER_ID, type UserFormValues, userFormFrom, userPayload } from "./user-form";

const ADD_FAILURE = { failed: "Failed to add user", errored: "An error occurred while adding the user" };
const UPDATE_FAILURE = {
  failed: "Failed to update user",
  errored: "An error occurred while updating the user",
};
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role === "admin" ? "Admin" : "User" }));
/** The editing admin's own proof, which the server asks for before an email, password or role change. */
const PROOF_FIELDS = ["currentPassword", "code"] as const;

export type UserDialogMode = { kind: "add" } | { kind: "edit"; user: AdminUser };

interface UserFormDialogProps {
  mode: UserDialogMode;
  onSaved: (user: SavedUser) => void;
  onClose: () => void;
}

/** Add User / Edit User. Stays open with everything typed when the save fails. */
export function UserFormDialog({ mode, onSaved, onClose }: UserFormDialogProps) {
  const editing = mode.kind === "edit";
  const { user: me } = useAdminSession();
  const [values, setValues] = useState<UserFormValues>(editing ? userFormFrom(mode.user) : emptyUserForm());
  const [proof, setProof] = useState({ currentPassword: "", code: "" });
  const { busy, error, setError, fieldErrors, submit } = useFormSubmit(
    PROOF_FIELDS,
    editing ? UPDATE_FAILURE : ADD_FAILURE,
    saveFailureMessage,
  );
  const set = (changes: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...changes }));

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (editing && !mode.user.id) {
      setError(INVALID_USER_ID);
      return;
    }
    const checked = userPayload(values, editing);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    // Sent only when typed: a change of name alone needs no proof, and the server decides.
    const given = Object.fromEntries(Object.entries(proof).filter(([, value]) => value !== ""));
    const saved = await submit(() =>
      editing ? updateUser(mode.user.id, { ...checked.payload, ...given }) : createUser(checked.payload),
    );
    if (saved) onSaved(saved);
  }

  return (
    <ModalDialog open title={editing ? "Edit User" : "Add User"} onClose={onClose}>
      <form onSubmit={send} noValidate className="mt-4">
        <fieldset disabled={busy} className="flex flex-col gap-3">
          <TextField
            label="Name"
            required
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            value={values.email}
            onChange={(e) => set({ email: e.target.value })}
          />
          <TextField
            label="Password"
            type="password"
            required={!editing}
            autoComplete="new-password"
            hint={editing ? "Leave blank to keep the current password." : "At least 6 characters."}
            value={values.password}
            onChange={(e) => set({ password: e.target.value })}
          />
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            value={values.role}
            onChange={(e) => set({ role: e.target.value as UserFormValues["role"] })}
          />
          {editing ? (
            <fieldset className="mt-2 flex flex-col gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600">
              <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                Confirm it is you
              </legend>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Needed to change the email, password or role; not for the name alone.
              </p>
              <TextField
                label="Your current password"
                type="password"
                autoComplete="current-password"
                value={proof.currentPassword}
                error={fieldErrors.currentPassword}
                onChange={(e) => setProof((current) => ({ ...current, currentPassword: e.target.value }))}
              />
              {me.twoFactor ? (
                <TextField
                  label="Your authenticator code"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  hint="From your authenticator app, or one of your recovery codes."
                  value={proof.code}
                  error={fieldErrors.code}
                  onChange={(e) => setProof((current) => ({ ...current, code: e.target.value }))}
                />
              ) : null}
            </fieldset>
          ) : null}
          <MaybeBanner tone="error" message={error} />
          <div className="mt-2 flex justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={primaryButton}>
              {busy ? "Saving..." : editing ? "Save Changes" : "Add User"}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
