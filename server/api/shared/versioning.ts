import type { Context } from "hono";
import { HttpError } from "../../http/http-error";
import type { SaveOptions } from "../../services/content/content-versions";
import type { ApiEnv } from "./env";

export const VERSION_NOT_FOUND = "Version not found";

// Versions count from 1; nine digits keep a number in range of the integer column.
const VERSION = "[1-9]\\d{0,8}";
// W/"3" names the same version as "3": the number stands for the stored content whatever
// encoding carried it, and compression (ours or a proxy's) weakens the ETag on the way out.
const VERSION_TAG = new RegExp(`^(?:W/)?"(${VERSION})"$`);
const VERSION_NUMBER = new RegExp(`^${VERSION}$`);

/**
 * Who saves and from which version: If-Match names the version the admin started from, in the
 * form its ETag came in (`"3"` or `W/"3"`). Without it (or with `*`) the save goes through as
 * before, as SPEC §7's clients send none.
 */
export function saveOptions(c: Context<ApiEnv>): SaveOptions {
  const user = c.get("user");
  const by = user ? { id: user.id, name: user.name } : undefined;
  const header = c.req.header("if-match")?.trim();
  if (header === undefined || header === "*") return { by };
  const version = header.match(VERSION_TAG)?.[1];
  if (!version)
    throw new HttpError(400, 'If-Match must be the ETag this resource was read with, such as "3"');
  return { by, expectedVersion: Number(version) };
}

/** The `:version` path parameter; a 400 when it is not a version number. */
export function versionParam(c: Context<ApiEnv>): number {
  const raw = c.req.param("version") ?? "";
  if (!VERSION_NUMBER.test(raw)) throw new HttpError(400, "Version must be a whole number from 1");
  return Number(raw);
}
