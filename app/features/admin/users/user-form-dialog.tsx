import { useState } from "react";
import { ROLES } from "#domain/options";
import { saveFailureMessage } from "../../../lib/api-client";
import { type AdminUser, createUser, type SavedUser, updateUser } from "../api/users";
import { DialogFormFoot } from "../ui/dialogs/dialog-form-foot";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import {
  noReauthentication,
  REAUTHENTICATION_FIELDS,
  ReauthenticationFields,
  typedProof,
} from "../ui/dialogs/reauthentication-fields";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { textFieldsOf } from "../ui/field-errors";
import { SelectField, TextField } from "../ui/fields";
import { useFormSubmit } from "../ui/use-form-submit";
import { emptyUserForm, INVALID_USER_ID, type UserFormValues, userFormFrom, userPayload } from "./user-form";

// What each role may do, said where it is chosen (issue 45, item 8): only an admin reaches the
// back-office, so a team member who works the inbox is added as one, in this one step.
const ROLE_TEXTS: Record<(typeof ROLES)[number], { label: string; hint: string }> = {
  admin: {
    label: "Admin (team member)",
    hint: "Works the whole back-office from the first sign-in: the inbox (reading, replying, notes, status, assignment; enquiries can be given to them), solutions, media, users and settings.",
  },
  user: {
    label: "User (no back-office)",
    hint: "Can sign in, but not to the back-office: no inbox, solutions or settings. For someone who works enquiries, choose Admin (team member).",
  },
};
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_TEXTS[role].label }));

export type UserDialogMode = { kind: "add" } | { kind: "edit"; user: AdminUser };

interface UserFormDialogProps {
  mode: UserDialogMode;
  onSaved: (user: SavedUser) => void;
  onClose: () => void;
}

/** Add User / Edit User. Stays open with everything typed when the save fails. */
export function UserFormDialog({ mode, onSaved, onClose }: UserFormDialogProps) {
  const editing = mode.kind === "edit";
  const [values, setValues] = useState<UserFormValues>(editing ? userFormFrom(mode.user) : emptyUserForm());
  const [proof, setProof] = useState(noReauthentication);
  const { busy, error, setError, fieldErrors, submit } = useFormSubmit(
    REAUTHENTICATION_FIELDS,
    editing ? ADMIN_FAILURES.users.update : ADMIN_FAILURES.users.add,
    saveFailureMessage,
  );
  const set = (changes: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const field = textFieldsOf(values, set);
  // An edit may need the proof (the server judges it against the stored user); an addition
  // needs it for an administrator only.
  const proofNote = editing
    ? "Needed to change the email, password or role; not for the name alone."
    : values.role === "admin"
      ? "Needed to add an administrator."
      : null;

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
    // Not from fields no longer shown (the role set back to User): there they cannot be corrected.
    const given = proofNote ? typedProof(proof) : {};
    const saved = await submit(() =>
      editing
        ? updateUser(mode.user.id, { ...checked.payload, ...given })
        : createUser({ ...checked.payload, ...given }),
    );
    if (saved) onSaved(saved);
  }

  return (
    <ModalDialog open title={editing ? "Edit User" : "Add User"} onClose={onClose}>
      <form onSubmit={send} noValidate className="mt-4">
        <fieldset disabled={busy} className="flex flex-col gap-3">
          <TextField label="Name" required {...field("name")} />
          <TextField label="Email" type="email" required autoComplete="off" {...field("email")} />
          <TextField
            label="Password"
            type="password"
            required={!editing}
            autoComplete="new-password"
            hint={editing ? "Leave blank to keep the current password." : "At least 6 characters."}
            {...field("password")}
          />
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            value={values.role}
            hint={ROLE_TEXTS[values.role].hint}
            onChange={(e) => set({ role: e.target.value as UserFormValues["role"] })}
          />
          {proofNote ? (
            <ReauthenticationFields note={proofNote} value={proof} onChange={setProof} errors={fieldErrors} />
          ) : null}
          <DialogFormFoot error={error} onCancel={onClose} gap="mt-2">
            {busy ? "Saving..." : editing ? "Save Changes" : "Add User"}
          </DialogFormFoot>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
