import type { HttpBindings } from "@hono/node-server";
import type { AuthVariables } from "../auth/middleware";
import type { RequestIdVariables } from "../http/request-id";

/** What every API handler can read from its context. */
export type ApiEnv = { Variables: AuthVariables & RequestIdVariables; Bindings: HttpBindings };
