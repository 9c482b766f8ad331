import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { PagePath } from "#domain/page-paths";
import { isTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE } from "#domain/theme";

/**
 * POST /theme (theme=light|dark): the theme toggle's form, which works before the page's
 * scripts have loaded. It sets the cookie the inline theme script reads before first paint
 * and sends the visitor back to the page they were on. The pages themselves never vary by
 * theme, so the public cache holds one copy for everyone.
 */
export function themeSwitch() {
  return async (c: Context) => {
    const form = await c.req.parseBody();
    if (!isTheme(form.theme)) return c.text("theme must be light or dark", 400);
    setCookie(c, THEME_COOKIE, form.theme, {
      path: "/",
      maxAge: THEME_COOKIE_MAX_AGE,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
    });
    c.header("Cache-Control", "no-store");
    return c.redirect(backTo(c), 303);
  };
}

/**
 * The page the form was on: only its path and query, so the answer never leads off the site
 * (pageWrites has already refused forms from other sites).
 */
function backTo(c: Context): string {
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return "/" satisfies PagePath;
  const { pathname, search } = new URL(referer);
  return pathname.startsWith("//") ? ("/" satisfies PagePath) : `${pathname}${search}`;
}
