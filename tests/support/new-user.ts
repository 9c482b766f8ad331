/**
 * A body for POST /api/users whose password passes every rule: a test names the fields it
 * looks at and takes the rest from here.
 */
export function newUserBody(fields: { name: string; email: string; role?: "admin" | "user" }) {
  return { password: "quiet-lantern-2", role: "user", ...fields };
}
