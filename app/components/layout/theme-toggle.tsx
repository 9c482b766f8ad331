import { MoonIcon, SunIcon } from "@heroicons/react/24/outline";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, THEME_PATH, type Theme } from "#domain/theme";
import { iconButton } from "../ui/button-styles";

// The theme is applied before first paint by the inline script in root.tsx. The toggle is a
// form, so it works before the page's scripts have loaded: it posts the other theme to
// /theme, which sets the cookie the script reads and sends the visitor back. Once the page is
// interactive the switch happens in place. Which of the two buttons shows is decided by CSS
// (dark: variant), so the server HTML, the same for every visitor, is right for each, and so
// is each button's aria-pressed.
function applyTheme(theme: Theme) {
  const dark = theme === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the pre-paint script reads; Cookie Store API is not everywhere
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;
}

export function ThemeToggle() {
  return (
    <form
      method="post"
      action={THEME_PATH}
      className="contents"
      onSubmit={(event) => {
        const theme = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (theme !== "dark" && theme !== "light") return;
        event.preventDefault();
        applyTheme(theme);
      }}
      // Without JavaScript the pre-paint script does not run either, so a stored choice could
      // not apply: root.tsx's <noscript> style hides the toggle.
      data-needs-script
    >
      <button
        type="submit"
        name="theme"
        value="dark"
        className={`${iconButton} dark:hidden`}
        aria-label="Toggle dark mode"
        aria-pressed="false"
      >
        <MoonIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        className={`${iconButton} not-dark:hidden`}
        aria-label="Toggle dark mode"
        aria-pressed="true"
      >
        <SunIcon aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}
