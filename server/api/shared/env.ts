import type { HttpBindings } from "@hono/node-server";
import type { AuthVariables } from "../../http/authenticate";
import type { FinishVariables } from "../../http/responses/finish-response";
import type { JsonBodyVariables } from "./validate";

/** What every API handler can read from its context. */
export type ApiEnv = {
  Variables: AuthVariables & FinishVariables & JsonBodyVariables;
  Bindings: HttpBindings;
};
