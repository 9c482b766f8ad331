import { createContext, useContext } from "react";

// The per-request Content-Security-Policy nonce. The server renders it onto every inline
// script; in the browser it is not needed (and not readable), so the default is "".
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
