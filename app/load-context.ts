import type { Config } from "../server/config";
import type { SignInOutcome } from "../server/services/auth";
import type { Services } from "../server/services/container";
import type { PublicUser } from "../server/services/users";

// Route loaders reach the domain services through the load context, so pages and the
// API share the process's one database (DESIGN: "exactly one database instance").
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    config: Config;
    /** The signed-in user of this request (session cookie), or null for anonymous visitors. */
    user: PublicUser | null;
    /** This response's Content-Security-Policy nonce, for inline scripts. */
    cspNonce: string;
    /** The client's address, as rate limits count it (the contact form's action). */
    clientIp: string;
    /**
     * Called by a loader that showed a fallback after a failed read: the page is answered
     * `no-store` and never kept by the page cache (decision 0019).
     */
    noStore: () => void;
    /** Logs what failed while the page was built, as one line of the server's JSON log. */
    logError: (error: unknown) => void;
    /** Logs a sign-in through the login page's form as the API logs one. */
    logSignIn: (event: "sign-in" | "sign-in-code", outcome: SignInOutcome) => void;
  }
}
