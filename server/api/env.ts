import type { HttpBindings } from "@hono/node-server";
import type { AuthVariables } from "../http/authenticate";
import type { FinishVariables } from "../http/finish-response";

/** What every API handler can read from its context. */
export type ApiEnv = { Variables: AuthVariables & FinishVariables; Bindings: HttpBindings };
