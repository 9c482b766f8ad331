// The one server module whose values the pages' server code (app/**/*.server.ts) imports
// (decision 0046); everything else of the server reaches app/ as types only. React Router keeps
// *.server.ts files out of the browser's bundle, so nothing here is sent to a visitor. A page
// that needs another of the server's values adds it here, where the list stays short and seen.

export { sessionCookie } from "../auth/session-cookie";
export { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../db/unavailable";
export { refusalStatus } from "../http/http-error";
export { oneAtATime } from "../media/image-variants";
