/**
 * Where the client build keeps Scalar's standalone API reference: put there by the
 * api-reference-script plugin of vite.config.ts, which also serves it in development.
 */
export const REFERENCE_SCRIPT = "/api-reference/scalar.js";
