import { useEffect, useState } from "react";
import { send, unwrap } from "../api-client";

/**
 * A form's signed issue time (decision 0051), asked for when the form opens: the Get Started
 * dialog is in every page's cached HTML, so a token rendered into it would be as old as the
 * cache. Until it comes, or if it cannot be had, the form sends none, which is never spam.
 */
export function useFormToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    let open = true;
    send("GET", "/api/enquiries/token")
      .then((answer) => unwrap<{ token: string }>(answer.status, answer.body))
      .then((issued) => open && setToken(issued.token))
      .catch(() => undefined);
    return () => {
      open = false;
    };
  }, []);
  return token;
}
