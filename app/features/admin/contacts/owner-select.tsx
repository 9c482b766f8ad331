import { useEffect, useState } from "react";
import { type AdminUser, fetchUsers } from "../api/users";
import { SelectField } from "../ui/fields";

export type Owner = Pick<AdminUser, "id" | "name">;

/**
 * The administrators an enquiry can be given to, read once for the screen. Without them (the
 * list failed to load) the owner controls show only the current owner and "Unassigned".
 */
export function useAdmins(): Owner[] {
  const [admins, setAdmins] = useState<Owner[]>([]);
  useEffect(() => {
    let current = true;
    fetchUsers()
      .then((users) => current && setAdmins(users.filter((user) => user.role === "admin")))
      .catch(() => current && setAdmins([]));
    return () => {
      current = false;
    };
  }, []);
  return admins;
}

interface OwnerSelectProps {
  label: string;
  admins: Owner[];
  /** The owner now: their id, or "" for no one. */
  value: string;
  /** Named even when the admins' list does not have them (it failed to load). */
  currentName?: string | null;
  disabled?: boolean;
  /** For a choice that is made, not shown (bulk): the first line asks for it. */
  prompt?: string;
  onChange: (ownerId: string | null) => void;
}

const PROMPT = "prompt";

export function OwnerSelect({
  label,
  admins,
  value,
  currentName,
  disabled,
  prompt,
  onChange,
}: OwnerSelectProps) {
  const options = [
    ...(prompt ? [{ value: PROMPT, label: prompt }] : []),
    { value: "", label: "Unassigned" },
    ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
  ];
  if (value && !admins.some((admin) => admin.id === value)) {
    options.push({ value, label: currentName ?? "Former administrator" });
  }
  return (
    <SelectField
      label={label}
      options={options}
      value={prompt ? PROMPT : value}
      disabled={disabled}
      onChange={(event) => {
        if (event.target.value !== PROMPT) onChange(event.target.value || null);
      }}
    />
  );
}
