import type { Reauthentication } from "#domain/accounts/user";
import type { FieldErrors } from "#domain/text-rules";
import { useAdminSession } from "../admin-session";
import { TextField } from "../fields";

// The acting admin's own password, and their code when they have two-factor sign-in on: the
// proof the server asks for before a change that could hand the back-office to someone else
// (decision 0034). The server decides whether a change needs it; the forms send what was typed.

export const REAUTHENTICATION_FIELDS = ["currentPassword", "code"] as const;
type ReauthenticationField = (typeof REAUTHENTICATION_FIELDS)[number];
export type TypedReauthentication = Record<ReauthenticationField, string>;

export const noReauthentication = (): TypedReauthentication => ({ currentPassword: "", code: "" });

/** What was typed, and only that: a blank field must not count as a wrong password. */
export const typedProof = (proof: TypedReauthentication): Reauthentication =>
  Object.fromEntries(Object.entries(proof).filter(([, value]) => value !== ""));

interface ReauthenticationFieldsProps {
  /** When the proof is needed, e.g. "Needed to delete an administrator." */
  note: string;
  value: TypedReauthentication;
  onChange: (value: TypedReauthentication) => void;
  errors: FieldErrors<ReauthenticationField>;
}

export function ReauthenticationFields({ note, value, onChange, errors }: ReauthenticationFieldsProps) {
  const { user: me } = useAdminSession();
  return (
    <fieldset className="mt-2 flex flex-col gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600">
      <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        Confirm it is you
      </legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        value={value.currentPassword}
        error={errors.currentPassword}
        onChange={(e) => onChange({ ...value, currentPassword: e.target.value })}
      />
      {me.twoFactor ? (
        <TextField
          label="Your authenticator code"
          autoComplete="one-time-code"
          spellCheck={false}
          hint="From your authenticator app, or one of your recovery codes."
          value={value.code}
          error={errors.code}
          onChange={(e) => onChange({ ...value, code: e.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
