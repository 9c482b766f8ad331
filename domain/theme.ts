/** The visitor's light/dark choice: a cookie the pre-paint script reads, never the server's HTML. */
export const THEME_COOKIE = "theme";
export const THEME_PATH = "/theme";
const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** A year: the choice is a preference, not a session. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
