import type { HttpBindings } from "@hono/node-server";
import type { RequestIdVariables } from "hono/request-id";
import type { AuthVariables } from "../auth/middleware";

/** What every API handler can read from its context. */
export type ApiEnv = { Variables: AuthVariables & RequestIdVariables; Bindings: HttpBindings };
