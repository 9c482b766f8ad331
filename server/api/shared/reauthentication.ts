import type { Context } from "hono";
import type { z } from "zod";
import type { reauthenticationSchema } from "#domain/accounts/user";
import { refused } from "../../http/http-error";
import type { PublicUser } from "../../services/accounts/users";
import type { Services } from "../../services/container";
import type { ApiEnv } from "./env";

/**
 * Checks the acting admin's password (and code) whenever the body has them, refusing a wrong
 * one (400 at the field, counted against LOGIN_RATE_LIMIT); false when none was sent. Whether
 * the action needed them is for the caller to say (decision 0034).
 */
export const reauthentication =
  (services: Services) =>
  async (c: Context<ApiEnv>, { currentPassword, code }: z.output<typeof reauthenticationSchema>) => {
    if (!currentPassword) return false;
    const user = c.get("user") as PublicUser;
    const refusal = await services.auth.confirmIdentity(user, { currentPassword, code });
    if (refusal) throw refused(refusal);
    return true;
  };
