import type { ComponentType, Ref } from "react";

export interface Credentials {
  email: string;
  password: string;
}

/** What SignInFields asks of a form's field component: the admin's TextField and FormField both take it. */
interface CredentialFieldProps {
  label: string;
  name: keyof Credentials;
  type: "email" | "password";
  autoComplete: "username" | "current-password";
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The email address and password of signing in, marked up as password managers expect
 * (`username`, `current-password`): the login page's and the sign-in-again dialog's, each drawn
 * with its own `Field`.
 */
export function SignInFields({
  Field,
  credentials,
  onChange,
  passwordRef,
}: {
  Field: ComponentType<CredentialFieldProps>;
  credentials: Credentials;
  onChange: (credentials: Credentials) => void;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <Field
        label="Email address"
        name="email"
        type="email"
        autoComplete="username"
        value={credentials.email}
        onChange={(event) => onChange({ ...credentials, email: event.target.value })}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        ref={passwordRef}
        value={credentials.password}
        onChange={(event) => onChange({ ...credentials, password: event.target.value })}
      />
    </>
  );
}
